import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import type { DemoIndex } from '@cc/server';
import { expectNoAxeViolations } from '../support/axe';
import { WIDTHS, launchBrowser, openPage, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { DemoIndexPage } from '../pages/demo-index.page';

let server: TestServer;
let browser: Browser;
let demo: DemoIndex;

before(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  demo = (await (await fetch(`${server.url}/demo.json`)).json()) as DemoIndex;
});

after(async () => {
  await browser?.close();
  await server?.close();
});

for (const width of WIDTHS) {
  test(`the demo index lists the three businesses with their centres and links at ${width}px`, async () => {
    const page = await openPage(browser, width);
    const index = new DemoIndexPage(page);
    const response = await index.open(server.url);
    assert.equal(response?.status(), 200);

    const shown = await index.businesses();
    assert.equal(shown.length, 3);
    assert.deepEqual(shown.map((b) => b.region.slice(-4)).sort(), ['(AU)', '(CA)', '(US)']);
    for (const business of demo.businesses) {
      const view = shown.find((b) => b.id === business.id);
      assert.ok(view, `business ${business.name} is on the index`);
      assert.equal(view.name, business.name);
      assert.equal(view.flowType, business.flowType);
      assert.ok(view.centers.length >= 2, `${business.name} shows its centres`);
      for (const center of business.centers) {
        assert.ok(
          view.centers.some((c) => c.startsWith(center.name)),
          `${center.name} is listed`,
        );
      }
      // Every link is on the page; one whose flow has not landed is text, never a link to a 404.
      assert.equal(view.liveLinks.length + view.pendingLinks.length, Object.keys(business.links).length);
      for (const link of view.liveLinks) {
        const status = (await fetch(`${server.url}${link.href}`)).status;
        assert.equal(status, 200, `${link.href} answers`);
      }
      for (const path of Object.values(business.links)) {
        const listed =
          view.liveLinks.some((l) => l.href === path) || view.pendingLinks.some((text) => text.includes(path));
        assert.ok(listed, `${path} is listed`);
      }
    }
    assert.equal(await index.overflowsHorizontally(), false, 'no sideways scrolling');
    await screenshot(page, `demo-index-${width}`);
    await expectNoAxeViolations(page, `/ at ${width}px`);
    await page.context().close();
  });
}
