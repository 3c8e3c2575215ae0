import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { WIDTHS, launchBrowser, openPage, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { NotFoundPage } from '../pages/not-found.page';

let server: TestServer;
let browser: Browser;

before(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

for (const width of WIDTHS) {
  test(`/not-found shows the spec's text with a 404 at ${width}px`, async () => {
    const page = await openPage(browser, width);
    const notFound = new NotFoundPage(page);
    const response = await notFound.open(server.url);
    assert.equal(response?.status(), 404);
    assert.equal(
      await notFound.message(),
      'Whoops, we cannot find the registration you are looking for. Please double check your url.',
    );
    await screenshot(page, `not-found-${width}`);
    await expectNoAxeViolations(page, `/not-found at ${width}px`);
    await page.context().close();
  });
}
