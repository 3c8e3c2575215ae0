import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { budgetViolations, type SizeSummary } from './budgets';

const SIZES = fileURLToPath(new URL('../../dist/sizes.json', import.meta.url));

const fits: SizeSummary = {
  loader: 2000,
  runtime: 150_000,
  host: 1000,
  flows: { 'cc-enquiry': 40_000, 'cc-offer': 50_000 },
  files: {},
};

test('the built bundle fits its size budgets', () => {
  assert.ok(existsSync(SIZES), `${SIZES} is missing: run \`npm run build\` first.`);
  const sizes = JSON.parse(readFileSync(SIZES, 'utf8')) as SizeSummary;
  assert.deepEqual(budgetViolations(sizes), []);
});

test('a bundle within every budget passes', () => {
  assert.deepEqual(budgetViolations(fits), []);
});

test('a loader over 5 KB gzip fails', () => {
  assert.match(budgetViolations({ ...fits, loader: 5 * 1024 + 1 }).join('\n'), /loader is 5121 B/);
});

test('the runtime plus the first flow over 200 KB fails', () => {
  const violations = budgetViolations({ ...fits, runtime: 160_000, flows: { 'cc-enquiry': 45_000 } });
  assert.match(violations.join('\n'), /runtime plus cc-enquiry is 205000 B/);
});

test('a further flow over 60 KB fails', () => {
  const three = budgetViolations({ ...fits, runtime: 100_000, flows: { a: 70_000, b: 65_000, c: 10_000 } });
  assert.deepEqual(three, ['b is 65000 B gzip, over 61440 B.']);
});

test("a flow's later parts count: over 60 KB for the first flow, or with a further flow's entry, fails", () => {
  const sizes = { ...fits, runtime: 100_000, flows: { a: 50_000, b: 30_000 }, flowParts: { a: 62_000, b: 32_000 } };
  assert.deepEqual(budgetViolations(sizes), [
    "a's later parts are 62000 B gzip, over 61440 B.",
    'b is 62000 B gzip, over 61440 B.',
  ]);
});

test('the programs chunk counts with the first screen of a flow that imports it, and only then', () => {
  const sizes = { ...fits, runtime: 180_000, flows: { 'cc-enquiry': 20_000 }, programs: 5_000 };
  assert.deepEqual(budgetViolations({ ...sizes, programsUsers: [] }), []);
  assert.deepEqual(budgetViolations({ ...sizes, programsUsers: ['cc-enquiry'] }), [
    'The runtime plus cc-enquiry is 205000 B gzip, over 204800 B.',
  ]);
});

test("programs' lazy parts count with the later parts of a flow that imports it", () => {
  const sizes = {
    ...fits,
    flows: { 'cc-enquiry': 20_000 },
    flowParts: { 'cc-enquiry': 40_000 },
    programs: 5_000,
    programsParts: 21_500,
    programsUsers: ['cc-enquiry'],
  };
  assert.deepEqual(budgetViolations(sizes), ["cc-enquiry's later parts are 61500 B gzip, over 61440 B."]);
});
