import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { budgetViolations, type ChunkFile, type SizeSummary } from './budgets';

const SIZES = fileURLToPath(new URL('../../dist/sizes.json', import.meta.url));

const file = (gzip: number, imports: string[] = [], dynamicImports: string[] = []): ChunkFile => ({
  raw: gzip * 3,
  gzip,
  imports,
  dynamicImports,
});

const flow = (firstScreen: number, later: number, firstScreenFiles: string[] = [], laterFiles: string[] = []) => ({
  firstScreen,
  later,
  firstScreenFiles,
  laterFiles,
});

const fits: SizeSummary = {
  loader: 2000,
  host: 1000,
  runtime: 150_000,
  runtimeFiles: ['chunks/runtime.js'],
  flows: { 'cc-enquiry': flow(20_000, 40_000), 'cc-offer': flow(10_000, 30_000) },
  files: {},
};

test('the built bundle fits its size budgets', () => {
  assert.ok(existsSync(SIZES), `${SIZES} is missing: run \`npm run build\` first.`);
  const sizes = JSON.parse(readFileSync(SIZES, 'utf8')) as SizeSummary;
  assert.deepEqual(budgetViolations(sizes), []);
});

test('the size report counts each chunk where a page loads it, from the chunk graph', () => {
  const sizes = JSON.parse(readFileSync(SIZES, 'utf8')) as SizeSummary;
  const enquiry = sizes.flows['cc-enquiry'];
  assert.ok(enquiry, 'the enquiry is in the report');
  // Its first screen is its entry and what that imports statically; the runtime is not counted twice.
  // What only the enquiry's first screen uses of the kit (kit-enquiry-<hash>.js) is counted there, not as runtime;
  // so is what it shares with some other flows only (the parent portal's login link: not the registration's).
  assert.deepEqual(
    enquiry.firstScreenFiles.map((name) => name.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js')),
    ['chunks/cc-enquiry.js', 'chunks/kit-enquiry.js', 'chunks/kit-enquiry-offer-portal.js', 'chunks/programs.js'],
  );
  assert.deepEqual(sizes.runtimeFiles, ['chunks/runtime.js']);
  const gzip = (names: string[]) => names.reduce((sum, name) => sum + (sizes.files[name]?.gzip ?? 0), 0);
  assert.equal(enquiry.firstScreen, gzip(enquiry.firstScreenFiles));
  assert.equal(enquiry.later, gzip(enquiry.laterFiles));
  // Every other chunk is a part of some flow, first screen or later: nothing is left uncounted.
  const counted = new Set([
    ...sizes.runtimeFiles,
    ...(sizes.forms?.files ?? []),
    ...Object.values(sizes.flows).flatMap((flow) => [...flow.firstScreenFiles, ...flow.laterFiles]),
  ]);
  // A chunk that no file imports is never loaded (rollup keeps an emptied core module's chunk): it costs no page.
  const imported = new Set(Object.values(sizes.files).flatMap((file) => [...file.imports, ...file.dynamicImports]));
  const chunks = Object.keys(sizes.files).filter((name) => name.startsWith('chunks/') && imported.has(name));
  assert.deepEqual(
    chunks.filter((name) => !counted.has(name)),
    [],
  );
});

test('a bundle within every budget passes', () => {
  assert.deepEqual(budgetViolations(fits), []);
});

test('a loader over 5 KB gzip fails', () => {
  assert.match(budgetViolations({ ...fits, loader: 5 * 1024 + 1 }).join('\n'), /loader is 5121 B/);
});

test("the runtime plus any flow's first screen over 170 KB fails", () => {
  const violations = budgetViolations({ ...fits, runtime: 160_000, flows: { 'cc-offer': flow(14_100, 0) } });
  assert.deepEqual(violations, ["The runtime plus cc-offer's first screen is 174100 B gzip, over 174080 B."]);
});

test('a form renderer over 60 KB fails', () => {
  assert.deepEqual(budgetViolations({ ...fits, forms: { gzip: 62_000, files: ['chunks/forms-x.js'] } }), [
    'The form renderer is 62000 B gzip, over 61440 B.',
  ]);
});

test("any flow's later parts over 60 KB fail", () => {
  const violations = budgetViolations({ ...fits, flows: { 'cc-enquiry': flow(1, 62_000), 'cc-offer': flow(1, 100) } });
  assert.deepEqual(violations, ["cc-enquiry's later parts are 62000 B gzip, over 61440 B."]);
});

test('a further flow counts only the files the first flow did not bring, and fails past 60 KB', () => {
  const files = { 'chunks/shared.js': file(50_000), 'chunks/a.js': file(5_000), 'chunks/b.js': file(20_000) };
  const a = flow(5_000, 50_000, ['chunks/a.js'], ['chunks/shared.js']);
  const sharing = { ...fits, files, flows: { a, b: flow(2_000, 50_000, ['chunks/b.js'], ['chunks/shared.js']) } };
  assert.deepEqual(budgetViolations(sharing), []);
  const bigOwn = { ...files, 'chunks/b.js': file(61_500) };
  assert.deepEqual(
    budgetViolations({ ...sharing, files: bigOwn, flows: { a, b: flow(2_000, 50_000, ['chunks/b.js'], []) } }),
    ['b adds 61500 B gzip, over 61440 B.'],
  );
});
