import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openPage, screenshot } from '../support/browser';
import { useEmbeddingRig } from '../support/centre-site';
import { EmbeddingPage } from '../pages/embedding.page';
import { DEMO_BUSINESS_IDS } from '@cc/server';

const VERSION = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8')) as {
    version: string;
  }
).version;

const rig = useEmbeddingRig();

test('the loader on a centre site points the widgets at its own server and reserves height', async () => {
  const page = await openPage(rig.browser, 1280);
  const site = new EmbeddingPage(page);
  // An element whose chunk has not arrived stays undefined, so its reservation can be seen: the registration's
  // chunk is held back here, and the element then defined by hand.
  await page.route('**/widgets/chunks/cc-registration.js', (route) => route.abort());
  await site.open(
    rig.centre.page(
      '/reserve',
      `<script src="${rig.server.url}/widgets/cc-widgets.js"></script><cc-registration id="registration"></cc-registration><p>After</p>`,
    ),
  );
  assert.deepEqual(await site.loaderState(), { version: VERSION, apiDefault: `${rig.server.url}/graphql` });
  assert.ok((await site.height('#registration')) >= 400, 'an undefined <cc-registration> keeps its space');
  await screenshot(page, 'loader-embedding-1280');
  // Once an element is defined, the reservation no longer applies to it.
  await site.defineElement('cc-registration');
  assert.equal(await site.height('#registration'), 0);
  await page.context().close();
});

test('a connected <cc-enquiry> makes the loader import the enquiry chunk, which defines the element', async () => {
  const page = await openPage(rig.browser, 1280);
  const site = new EmbeddingPage(page);
  await page.addInitScript(() => {
    document.addEventListener('cc-ready', () => ((window as unknown as { ccReady: boolean }).ccReady = true));
  });
  await site.open(
    rig.centre.page(
      '/enquiry',
      `<script src="${rig.server.url}/widgets/cc-widgets.js"></script><cc-enquiry id="enquiry" business-id="${DEMO_BUSINESS_IDS.mapleGrove}"></cc-enquiry>`,
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

test('on a centre site the loader asks for the runtime beside the flow chunk, not once that chunk has arrived', async () => {
  const page = await openPage(rig.browser, 375);
  const site = new EmbeddingPage(page);
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widgets/chunks/')) seen.push(`asked ${new URL(request.url()).pathname}`);
  });
  // The flow's chunk is slow to come: without the loader's hint the runtime, which it imports, would wait for it.
  await page.route('**/widgets/chunks/cc-enquiry.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    seen.push('cc-enquiry.js sent');
    await route.continue();
  });
  await site.open(
    rig.centre.page(
      '/preload',
      `<script src="${rig.server.url}/widgets/cc-widgets.js"></script><cc-enquiry business-id="${DEMO_BUSINESS_IDS.mapleGrove}"></cc-enquiry>`,
    ),
  );
  await page.waitForFunction(() => customElements.get('cc-enquiry') !== undefined);
  const runtime = seen.filter((event) => event === 'asked /widgets/chunks/runtime.js');
  // Asked for once (the import took the preloaded module), and while the flow's chunk was still on its way.
  assert.equal(runtime.length, 1, seen.join('\n'));
  assert.ok(seen.indexOf(runtime[0]!) < seen.indexOf('cc-enquiry.js sent'), seen.join('\n'));
  await page.context().close();
});

test('a second loader of another version warns and leaves the first in place', async () => {
  const page = await openPage(rig.browser, 768);
  const site = new EmbeddingPage(page);
  const ours = await (await fetch(`${rig.server.url}/widgets/cc-widgets.js`)).text();
  assert.ok(ours.includes(JSON.stringify(VERSION)), 'the built loader carries the package version');
  const other = ours.replace(JSON.stringify(VERSION), JSON.stringify('99.0.0'));
  rig.centre.script('/old/cc-widgets.js', other);
  await site.open(
    rig.centre.page(
      '/two-versions',
      `<script src="${rig.server.url}/widgets/cc-widgets.js"></script><script src="/old/cc-widgets.js"></script><cc-enquiry></cc-enquiry>`,
    ),
  );
  assert.deepEqual(await site.loaderState(), { version: VERSION, apiDefault: `${rig.server.url}/graphql` });
  assert.equal(await site.reserveStyleCount(), 1);
  assert.equal(site.warnings.length, 1);
  assert.match(
    site.warnings[0] ?? '',
    new RegExp(`version ${VERSION.replace(/\./g, '\\.')} is already on this page.*99\\.0\\.0`),
  );
  await page.context().close();
});

test('a second copy of the same version is a quiet no-op', async () => {
  const page = await openPage(rig.browser, 375);
  const site = new EmbeddingPage(page);
  const src = `${rig.server.url}/widgets/cc-widgets.js`;
  await site.open(
    rig.centre.page(
      '/same-version',
      // An element that stays on the page: a portal with nothing to show sends the family to the hosted sign-in page,
      // and that navigation could land between the checks below.
      `<script src="${src}"></script><script src="${src}?again"></script><cc-enquiry></cc-enquiry>`,
    ),
  );
  assert.equal((await site.loaderState())?.version, VERSION);
  assert.equal(await site.reserveStyleCount(), 1);
  assert.deepEqual(site.warnings, []);
  await page.context().close();
});
