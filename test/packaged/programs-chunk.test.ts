import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SizeSummary } from './budgets';

// @cc/programs is shared by every flow that lets a family choose, so the build keeps it out of the runtime (a page
// with only an offer never loads it) and out of each flow's chunk (a page with two such flows loads it once). Each
// GraphQL operation name stands for the code beside it: it is in the bundle exactly where that code is.
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const sizes = (): SizeSummary => {
  const file = `${DIST}sizes.json`;
  assert.ok(existsSync(file), `${file} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as SizeSummary;
};
const chunks = () => Object.keys(sizes().files).filter((name) => name.startsWith('chunks/'));
const holding = (marker: string) => chunks().filter((name) => readFileSync(DIST + name, 'utf8').includes(marker));

test('the centre selection a first screen shows is in chunks/programs.js, and only there', () => {
  assert.deepEqual(holding('CentreSelectionSearch'), ['chunks/programs.js']);
  assert.deepEqual(holding('CentreSelectionForLinkCode'), ['chunks/programs.js']);
});

test("the program, schedule and cost-estimate code is in programs' own lazy chunks, not the runtime or a flow's", () => {
  for (const marker of ['ProgramsForCenter', 'EnquiryReviewCostEstimate', 'EnquiryReviewPayment']) {
    const found = holding(marker);
    assert.equal(found.length, 1, `${marker} is in ${found.join(', ') || 'no chunk'}`);
    assert.match(found[0] ?? '', /^chunks\/programs-[\w-]+\.js$/, marker);
  }
});

test('the enquiry loads the programs chunk by import; the runtime does not', () => {
  const read = (name: string) => readFileSync(DIST + name, 'utf8');
  assert.match(read('chunks/cc-enquiry.js'), /from\s*["']\.\/programs\.js["']/);
  assert.doesNotMatch(read('chunks/runtime.js'), /programs(-[\w-]+)?\.js/);
  const enquiry = sizes().flows['cc-enquiry'];
  assert.ok(enquiry?.firstScreenFiles.includes('chunks/programs.js'));
  // Its lazy parts count with the enquiry's later parts.
  const parts = Object.keys(sizes().files).filter((name) => /^chunks\/programs-.+\.js$/.test(name));
  assert.ok(parts.length > 0);
  for (const part of parts) assert.ok(enquiry?.laterFiles.includes(part), part);
});

test("the enquiry's first screen does not load programs' lazy parts: they are only imported dynamically", () => {
  const staticImports = (name: string) =>
    [...readFileSync(DIST + name, 'utf8').matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);
  for (const name of ['chunks/cc-enquiry.js', 'chunks/programs.js']) {
    assert.deepEqual(
      staticImports(name).filter((file) => file?.startsWith('programs-')),
      [],
      `${name} imports a programs part statically`,
    );
  }
  assert.match(readFileSync(`${DIST}chunks/programs.js`, 'utf8'), /import\(\s*["']\.\/programs-[\w-]+\.js["']\)/);
});
