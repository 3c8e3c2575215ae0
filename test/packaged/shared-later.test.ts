import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SizeSummary } from './budgets';

// Libraries that only later steps use (Shoelace's dialog, details, switch, badge) load with those steps, from one
// chunk all flows share, so no first screen carries them; the size report counts that chunk with later parts.
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const read = (name: string) => readFileSync(DIST + name, 'utf8');
const sharedLater = () => readdirSync(`${DIST}chunks`).filter((name) => /^shared-later-[\w-]+\.js$/.test(name));

test("the later steps' Shoelace components are in the shared later chunk, not in the runtime", () => {
  assert.ok(existsSync(`${DIST}chunks/runtime.js`), 'run `npm run build` first');
  const [later, ...more] = sharedLater();
  assert.ok(later && more.length === 0, `one shared later chunk, got ${sharedLater().join(', ')}`);
  for (const tag of ['sl-dialog', 'sl-details', 'sl-switch']) {
    assert.match(read(`chunks/${later}`), new RegExp(`define\\("${tag}"`), tag);
    assert.doesNotMatch(read('chunks/runtime.js'), new RegExp(`define\\("${tag}"`), tag);
  }
  // The first screen's controls stay in the runtime.
  assert.match(read('chunks/runtime.js'), /define\("sl-button"/);
});

test('no first-screen chunk imports the shared later chunk statically', () => {
  const [later] = sharedLater();
  for (const entry of ['chunks/runtime.js', 'chunks/programs.js', 'chunks/cc-enquiry.js']) {
    const staticImports = [...read(entry).matchAll(/(?:^|[;}])\s*import[^(]*?from\s*["']([^"']+)["']/g)].map(
      (m) => m[1],
    );
    assert.ok(!staticImports.some((path) => path?.includes(later ?? '?')), `${entry} imports ${later} statically`);
  }
});

test("the shared later chunk counts with every flow's later parts", () => {
  const sizes = JSON.parse(read('sizes.json')) as SizeSummary;
  const [later] = sharedLater();
  for (const [flow, size] of Object.entries(sizes.flows)) {
    assert.ok(size.laterFiles.includes(`chunks/${later}`), flow);
    assert.ok(!size.firstScreenFiles.includes(`chunks/${later}`), flow);
  }
});

test('the phone rules (libphonenumber and its metadata) load apart from the runtime and every first screen', () => {
  const sizes = JSON.parse(read('sizes.json')) as SizeSummary;
  const phone = Object.keys(sizes.files).filter((name) => /^chunks\/phone-rules-[\w-]+\.js$/.test(name));
  assert.equal(phone.length, 1, `one phone-rules chunk, got ${phone.join(', ')}`);
  const [chunk] = phone as [string];
  // The +61 metadata is in it, and nowhere else.
  assert.match(read(chunk), /"61"/);
  assert.ok(!sizes.runtimeFiles.includes(chunk));
  for (const [flow, size] of Object.entries(sizes.flows)) {
    assert.ok(!size.firstScreenFiles.includes(chunk), flow);
    assert.ok(size.laterFiles.includes(chunk), flow);
  }
  assert.deepEqual(sizes.files['chunks/runtime.js']?.dynamicImports.includes(chunk), true);
});
