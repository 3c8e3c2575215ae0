import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { CentreSite } from '../support/centre-site';
import { EmbeddingPage } from '../pages/embedding.page';
import { DEMO_BUSINESS_IDS } from '@cc/server';

const VERSION = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8')) as {
    version: string;
  }
).version;

let server: TestServer;
let browser: Browser;
const centre = new CentreSite();

before(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
  await centre.start();
});

after(async () => {
  await centre.close();
  await browser?.close();
  await server?.close();
});

test('the loader on a centre site points the widgets at its own server and reserves height', async () => {
  const page = await openPage(browser, 1280);
  const site = new EmbeddingPage(page);
  // Flows that have not landed stay undefined, so their reservation can be seen.
  await site.open(
    centre.page(
      '/reserve',
      `<script src="${server.url}/widgets/cc-widgets.js"></script><cc-registration id="registration"></cc-registration><cc-offer id="offer"></cc-offer><p>After</p>`,
    ),
  );
  assert.deepEqual(await site.loaderState(), { version: VERSION, apiDefault: `${server.url}/graphql` });
  assert.ok((await site.height('#registration')) >= 400, 'an undefined <cc-registration> keeps its space');
  await screenshot(page, 'loader-embedding-1280');
  // Once an element is defined, the reservation no longer applies to it.
  await site.defineElement('cc-offer');
  assert.equal(await site.height('#offer'), 0);
  assert.ok((await site.height('#registration')) >= 400);
  await page.context().close();
});

test('a connected <cc-enquiry> makes the loader import the enquiry chunk, which defines the element', async () => {
  const page = await openPage(browser, 1280);
  const site = new EmbeddingPage(page);
  await page.addInitScript(() => {
    document.addEventListener('cc-ready', () => ((window as unknown as { ccReady: boolean }).ccReady = true));
  });
  await site.open(
    centre.page(
      '/enquiry',
      `<script src="${server.url}/widgets/cc-widgets.js"></script><cc-enquiry id="enquiry" business-id="${DEMO_BUSINESS_IDS.mapleGrove}"></cc-enquiry>`,
    ),
  );
  await page.waitForFunction(() => customElements.get('cc-enquiry') !== undefined);
  await page.waitForFunction(() => (window as unknown as { ccReady?: boolean }).ccReady === true);
  // The chunk came from the loader's own server, and the element talks to that server's API.
  const selection = page.locator('#enquiry [data-testid="centre-selection"]');
  await selection.waitFor();
  assert.match((await selection.textContent()) ?? '', /Maple Grove Lincoln Park/);
  await page.context().close();
});

test('a second loader of another version warns and leaves the first in place', async () => {
  const page = await openPage(browser, 768);
  const site = new EmbeddingPage(page);
  const ours = await (await fetch(`${server.url}/widgets/cc-widgets.js`)).text();
  assert.ok(ours.includes(JSON.stringify(VERSION)), 'the built loader carries the package version');
  const other = ours.replace(JSON.stringify(VERSION), JSON.stringify('99.0.0'));
  centre.script('/old/cc-widgets.js', other);
  await site.open(
    centre.page(
      '/two-versions',
      `<script src="${server.url}/widgets/cc-widgets.js"></script><script src="/old/cc-widgets.js"></script><cc-enquiry></cc-enquiry>`,
    ),
  );
  assert.deepEqual(await site.loaderState(), { version: VERSION, apiDefault: `${server.url}/graphql` });
  assert.equal(await site.reserveStyleCount(), 1);
  assert.equal(site.warnings.length, 1);
  assert.match(
    site.warnings[0] ?? '',
    new RegExp(`version ${VERSION.replace(/\./g, '\\.')} is already on this page.*99\\.0\\.0`),
  );
  await page.context().close();
});

test('a second copy of the same version is a quiet no-op', async () => {
  const page = await openPage(browser, 375);
  const site = new EmbeddingPage(page);
  const src = `${server.url}/widgets/cc-widgets.js`;
  await site.open(
    centre.page(
      '/same-version',
      `<script src="${src}"></script><script src="${src}?again"></script><cc-portal></cc-portal>`,
    ),
  );
  assert.equal((await site.loaderState())?.version, VERSION);
  assert.equal(await site.reserveStyleCount(), 1);
  assert.deepEqual(site.warnings, []);
  await page.context().close();
});
