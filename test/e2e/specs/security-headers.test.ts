// The hosted page sends a strict policy and the widgets run under it; a centre's page with a strict script policy
// of its own embeds them too. Every response says nosniff and no-referrer (link codes live in URLs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_BUSINESS_IDS, DEMO_ENQUIRY_LINK_CODES } from '@cc/server';
import { openPage } from '../support/browser';
import { useEmbeddingRig } from '../support/centre-site';

const rig = useEmbeddingRig();

/** Every Content-Security-Policy violation the page reports, as "directive blocked-uri". */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('ccViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { ccViolation(text: string): void }).ccViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  return seen;
}

test('every response says nosniff and no-referrer; hosted pages carry their policy; the bundle is for any origin', async () => {
  const hosted = await fetch(`${rig.server.url}/inquiry/new/${DEMO_ENQUIRY_LINK_CODES.mapleGrove}`);
  const csp = hosted.headers.get('content-security-policy') ?? '';
  for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'"]) {
    assert.ok(csp.includes(directive), `the policy has ${directive}`);
  }
  assert.doesNotMatch(csp, /unsafe-eval|script-src[^;]*unsafe-inline/);
  assert.equal(hosted.headers.get('x-frame-options'), 'SAMEORIGIN');
  const loader = await fetch(`${rig.server.url}/widgets/cc-widgets.js`);
  assert.equal(loader.headers.get('cross-origin-resource-policy'), 'cross-origin');
  assert.equal(loader.headers.get('access-control-allow-origin'), '*');
  const api = await fetch(`${rig.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ relationshipTypes }' }),
  });
  for (const response of [hosted, loader, api]) {
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
    assert.equal(response.headers.get('strict-transport-security'), null, 'plain http: no HSTS');
  }
});

test('the enquiry runs on the hosted page under its policy, with no violation', async () => {
  const page = await openPage(rig.browser, 1280);
  const violations = await watchViolations(page);
  await page.goto(`${rig.server.url}/inquiry/new/${DEMO_ENQUIRY_LINK_CODES.mapleGrove}`);
  await page.locator('cc-enquiry [data-testid="centre-selection"]').waitFor();
  assert.match((await page.locator('cc-enquiry [data-testid="centre-selection"]').textContent()) ?? '', /Lincoln Park/);
  // Icons and later parts load after the first screen: the page is done only when the network is quiet.
  await page.waitForLoadState('networkidle');
  assert.deepEqual(violations, []);
  await page.context().close();
});

test("a centre's page with a strict script policy embeds the enquiry, with no violation", async () => {
  const page = await openPage(rig.browser, 375);
  const violations = await watchViolations(page);
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${rig.server.url}`,
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${rig.server.url} data:`,
    'img-src * data:',
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
  await page.goto(
    rig.centre.page(
      '/strict',
      `<h1>Our centre</h1><script src="${rig.server.url}/widgets/cc-widgets.js"></script><cc-enquiry business-id="${DEMO_BUSINESS_IDS.mapleGrove}"></cc-enquiry>`,
      { 'content-security-policy': policy },
    ),
  );
  await page.locator('cc-enquiry [data-testid="centre-selection"]').waitFor();
  assert.match((await page.locator('cc-enquiry [data-testid="centre-selection"]').textContent()) ?? '', /Lincoln Park/);
  // Icons and later parts load after the first screen: the page is done only when the network is quiet.
  await page.waitForLoadState('networkidle');
  assert.deepEqual(violations, []);
  await page.context().close();
});
