// `npm run bench:first-step`: how long a family waits, on a slow phone, from opening an enquiry link on the hosted
// page to the first screen of <cc-enquiry> being usable, and how many bytes (gzip) the page loads for it.
// Chromium's CPU is throttled 4x through the DevTools protocol; "usable" is the element's cc-ready event, which the
// flow emits once its settings are loaded, plus a centre's radio card on screen (the first screen's data). The server runs in this process on
// the embedded database with the demo seed; it answers on loopback, so the figure is mostly parse, compile and
// render time in the throttled browser.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DEMO_ENQUIRY_LINK_CODES } from '@cc/server';
import { launchBrowser } from '../test/e2e/support/browser';
import { startTestServer } from '../test/e2e/support/server';

const RUNS = Number(process.env.RUNS ?? 7);
const THROTTLE = 4;
const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

interface Run {
  readyMs: number;
  scripts: string[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const gzipKb = (file: string) => gzipSync(readFileSync(`${DIST}${file}`), { level: 9 }).length / 1024;

const server = await startTestServer();
const browser = await launchBrowser();
const path = `/inquiry/new/${DEMO_ENQUIRY_LINK_CODES.mapleGrove}`;
const runs: Run[] = [];
try {
  for (let i = 0; i < RUNS + 1; i++) {
    // A fresh context each time: nothing cached, like a family opening the link for the first time.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.addInitScript(() => {
      document.addEventListener('cc-ready', () => {
        (window as unknown as { ccReadyAt: number }).ccReadyAt = performance.now();
      });
    });
    await page.goto(`${server.url}${path}`);
    // Usable: the element said cc-ready and the family can pick a centre (a radio card is on screen).
    const handle = await page.waitForFunction(
      () => {
        const ready = (window as unknown as { ccReadyAt?: number }).ccReadyAt;
        const radio = document.querySelector('cc-enquiry')?.shadowRoot?.querySelector('input[type="radio"]');
        if (ready === undefined || !radio) return null;
        // Requested before cc-ready: the later parts the flow preloads after it are not part of the first step.
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < ready)
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.startsWith('/widgets/'))
          .map((pathname) => pathname.slice('/widgets/'.length));
        return { readyMs: performance.now(), scripts };
      },
      null,
      { timeout: 60_000 },
    );
    const { readyMs, scripts } = (await handle.jsonValue()) as Run;
    // The first run warms the server's caches (and PGlite's); it is not counted.
    if (i > 0) runs.push({ readyMs, scripts });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const times = runs.map((r) => r.readyMs);
const scripts = [...new Set(runs.flatMap((r) => r.scripts))].sort();
const sizes = scripts.map((file) => ({ file, kb: gzipKb(file) }));
console.log(`Route ${path.replace(/[^/]+$/, '{linkCode}')}, 375 px, CPU throttled ${THROTTLE}x, ${RUNS} runs`);
console.log(
  `Page load -> first screen usable (cc-ready and a centre card shown): median ${median(times).toFixed(0)} ms, ` +
    `min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
);
console.log('Scripts loaded by then (gzip, level 9; later parts are preloaded after this point):');
for (const { file, kb } of sizes) console.log(`  ${file.padEnd(40)} ${kb.toFixed(1)} KB`);
console.log(`  ${'total'.padEnd(40)} ${sizes.reduce((sum, s) => sum + s.kb, 0).toFixed(1)} KB`);
