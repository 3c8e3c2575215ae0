// What the hosted page does once a flow lands, shown with a repository copy in which cc-enquiry has landed.
import { FLOWS } from '@cc/core/flows';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, loadConfig } from '@cc/server';
import { createHostPlugin } from '../../../host/plugin';
import { launchBrowser, openPage } from '../support/browser';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let app: Awaited<ReturnType<typeof createApp>>;
let scratch: string;

before(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'cc-host-landed-'));
  for (const flow of FLOWS) {
    cpSync(join(ROOT, 'packages', flow, 'package.json'), join(scratch, 'packages', flow, 'package.json'));
  }
  const enquiry = join(scratch, 'packages/enquiry/package.json');
  const pkg = JSON.parse(readFileSync(enquiry, 'utf8')) as Record<string, unknown>;
  writeFileSync(enquiry, JSON.stringify({ ...pkg, cc: { tag: 'cc-enquiry' } }));
  const config = loadConfig({ DATA_DIR: join(scratch, 'data'), LOG_LEVEL: 'warn', NODE_ENV: 'test', DEMO: '1' });
  app = await createApp(config, {
    plugins: [createHostPlugin({ rootDir: scratch, distDir: join(ROOT, 'dist') })],
    logger: false,
  });
});

after(async () => {
  await app?.close();
  rmSync(scratch, { recursive: true, force: true });
});

test('a landed flow route answers the host shell that loads the loader and host script', async () => {
  const response = await app.app.inject({ method: 'GET', url: '/inquiry/new/abc' });
  assert.equal(response.statusCode, 200);
  assert.match(response.body, /<script src="\/widgets\/cc-widgets\.js"><\/script>/);
  assert.match(response.body, /<script src="\/widgets\/host\.js" defer fetchpriority="high"><\/script>/);
  assert.match(response.body, /data-tags="cc-enquiry cc-registration cc-offer cc-portal"/);
  assert.equal((await app.app.inject({ method: 'GET', url: '/registration/abc' })).statusCode, 200);
  // A documented route no element shows yet is the not-found page.
  assert.equal((await app.app.inject({ method: 'GET', url: '/parent-portal/inquiry/success' })).statusCode, 404);
});

test('the demo index links to a landed flow and lists the others as text', async () => {
  const body = (await app.app.inject({ method: 'GET', url: '/' })).body;
  const demo = JSON.parse((await app.app.inject({ method: 'GET', url: '/demo.json' })).body) as {
    businesses: Array<{ links: Record<string, string> }>;
  };
  const enquiryPaths = demo.businesses.flatMap((b) => Object.values(b.links)).filter((p) => p.startsWith('/inquiry/'));
  assert.ok(enquiryPaths.length > 0);
  for (const path of enquiryPaths) assert.ok(body.includes(`<a href="${path}">`), `${path} is a link`);
});

test('in the browser the hosted page hands the cookie token to the element as a property and keeps cc-navigate in history', async () => {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchBrowser();
  try {
    const page = await openPage(browser, 375);
    await page.context().addCookies([{ name: 'cc_token', value: 'session-token-123', url: origin }]);
    await page.goto(`${origin}/inquiry/new/firstCode`);
    const element = page.locator('#cc-host cc-enquiry');
    await element.waitFor({ state: 'attached' });
    assert.equal(await element.getAttribute('link-code'), 'firstCode');
    assert.equal(await element.evaluate((el) => (el as HTMLElement & { token?: string }).token), 'session-token-123');
    // The token never reaches the DOM: no attribute and nothing in the serialised page holds it.
    assert.equal(await element.getAttribute('token'), null);
    assert.doesNotMatch(await page.content(), /session-token-123/);

    // A flow asking to go to another route of a landed flow stays in the page: history, no reload.
    const prevented = await element.evaluate((el) => {
      (window as unknown as { marker: boolean }).marker = true;
      const event = new CustomEvent('cc-navigate', {
        detail: { to: '/inquiry/new/secondCode' },
        bubbles: true,
        composed: true,
        cancelable: true,
      });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    });
    assert.equal(prevented, true);
    assert.equal(new URL(page.url()).pathname, '/inquiry/new/secondCode');
    assert.equal(await page.locator('#cc-host cc-enquiry').getAttribute('link-code'), 'secondCode');
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker), true);

    // Back re-mounts the first route from history.
    await page.goBack();
    await page.waitForFunction(
      () => document.querySelector('#cc-host cc-enquiry')?.getAttribute('link-code') === 'firstCode',
    );

    // An element's back intent (Back on a flow's first step) is carried out by the page: one step back in history.
    await page.goForward();
    await page.waitForFunction(
      () => document.querySelector('#cc-host cc-enquiry')?.getAttribute('link-code') === 'secondCode',
    );
    const backHandled = await page.locator('#cc-host cc-enquiry').evaluate((el) => {
      const event = new CustomEvent('cc-navigate', {
        detail: { back: true },
        bubbles: true,
        composed: true,
        cancelable: true,
      });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    });
    assert.equal(backHandled, true);
    await page.waitForFunction(
      () => document.querySelector('#cc-host cc-enquiry')?.getAttribute('link-code') === 'firstCode',
    );
    assert.equal(new URL(page.url()).pathname, '/inquiry/new/firstCode');

    // A route the page cannot show yet is left to the element (not prevented), which then sets location itself.
    const notHandled = await page.locator('#cc-host cc-enquiry').evaluate((el) => {
      const event = new CustomEvent('cc-navigate', {
        detail: { to: '/parent-portal/inquiry/success' },
        bubbles: true,
        composed: true,
        cancelable: true,
      });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    });
    assert.equal(notHandled, false);
  } finally {
    await browser.close();
  }
});
