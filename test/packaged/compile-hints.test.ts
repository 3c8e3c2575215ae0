// A flow's first screen compiles off the main thread: every file a page loads statically with a flow starts with
// V8's eager-compile hint (it counts only on the first line), and the lazily loaded parts do not carry it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const HINT = '//# allFunctionsCalledOnLoad\n';

interface Sizes {
  runtimeFiles: string[];
  flows: Record<string, { firstScreenFiles: string[]; laterFiles: string[] }>;
}
const sizes = JSON.parse(readFileSync(`${DIST}sizes.json`, 'utf8')) as Sizes;
const startsWithHint = (file: string) => readFileSync(`${DIST}${file}`, 'utf8').startsWith(HINT);

test("the runtime and every flow's first-screen files ask for eager compilation on their first line", () => {
  const first = [...sizes.runtimeFiles, ...Object.values(sizes.flows).flatMap((flow) => flow.firstScreenFiles)];
  assert.ok(first.length > 5, first.join(', '));
  assert.deepEqual(
    first.filter((file) => !startsWithHint(file)),
    [],
  );
});

test('parts no first screen loads (steps, dialogs, the phone rules) compile lazily as usual', () => {
  const first = new Set(Object.values(sizes.flows).flatMap((flow) => flow.firstScreenFiles));
  const laterOnly = [...new Set(Object.values(sizes.flows).flatMap((flow) => flow.laterFiles))].filter(
    (file) => !first.has(file),
  );
  assert.ok(laterOnly.length > 10, laterOnly.join(', '));
  assert.deepEqual(laterOnly.filter(startsWithHint), []);
});
