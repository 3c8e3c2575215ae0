// A first screen shows no number or date, so it must not make the browser load its number formatting (70-140 ms of a
// phone's CPU, once per page: scripts/rollup-intl-trims.mjs); once the screen is usable, the widgets load it while
// the family reads (warmIntl.ts), so the first later step that shows money or a date does not pay it at a click.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { DEMO_BUSINESS_IDS, DEMO_ENQUIRY_LINK_CODES, DEMO_REGISTRATION_LINK_CODES } from '@cc/server';
import { launchBrowser, openPage } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
before(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await server?.close();
});

// Counts, from the page's first script on, what loads number and date formatting: constructing either formatter,
// or asking either which locales it supports.
const COUNT_INTL = `(() => {
  const calls = (window.__ccIntlCalls = []);
  const count = (owner, key, label) => {
    const original = owner[key];
    owner[key] = new Proxy(original, {
      construct: (target, args) => (calls.push(label), Reflect.construct(target, args)),
      apply: (target, self, args) => (calls.push(label), Reflect.apply(target, self, args)),
    });
  };
  count(Intl.NumberFormat, 'supportedLocalesOf', 'NumberFormat.supportedLocalesOf');
  count(Intl.DateTimeFormat, 'supportedLocalesOf', 'DateTimeFormat.supportedLocalesOf');
  count(Intl, 'NumberFormat', 'NumberFormat');
  count(Intl, 'DateTimeFormat', 'DateTimeFormat');
  // What had been asked for when the first screen announced itself usable (cc-ready).
  document.addEventListener('cc-ready', () => (window.__ccIntlAtReady = [...calls]), { once: true });
})()`;

const FIRST_SCREENS = [
  {
    name: "the enquiry's centre selection",
    tag: 'cc-enquiry',
    path: `/inquiry/new/${DEMO_ENQUIRY_LINK_CODES.mapleGrove}`,
    usable: 'input[type="radio"]',
  },
  {
    name: "the portal's sign-in",
    tag: 'cc-portal',
    path: `/parent-portal/login?businessId=${DEMO_BUSINESS_IDS.mapleGrove}`,
    usable: '[data-testid="sign-in-send-code"]',
  },
  {
    name: "the registration's email page",
    tag: 'cc-registration',
    path: `/registration/${DEMO_REGISTRATION_LINK_CODES.mapleGrove.open}`,
    usable: '[data-testid="cc-field-email"]',
  },
];

for (const screen of FIRST_SCREENS) {
  test(`${screen.name} loads no number or date formatting before it is usable, and loads it once idle`, async () => {
    const page = await openPage(browser, 375);
    await page.addInitScript(COUNT_INTL);
    await page.goto(`${server.url}${screen.path}`);
    const atReady = await page.waitForFunction(
      ({ tag, usable }) =>
        document.querySelector(tag)?.shadowRoot?.querySelector(usable)
          ? (window as unknown as { __ccIntlAtReady?: string[] }).__ccIntlAtReady
          : undefined,
      { tag: screen.tag, usable: screen.usable },
      { polling: 'raf' },
    );
    assert.deepEqual(await atReady.jsonValue(), []);
    // While the family reads, both formatters are made once.
    await page.waitForFunction(() => {
      const calls = (window as unknown as { __ccIntlCalls: string[] }).__ccIntlCalls;
      return calls.includes('NumberFormat') && calls.includes('DateTimeFormat');
    });
    await page.context().close();
  });
}
