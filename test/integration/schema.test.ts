import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { printMergedSchema } from '../../packages/server/src/graphql/type-defs';

test('packages/server/schema.graphql matches the module SDL (run npm run codegen after editing a module)', () => {
  const committed = readFileSync(new URL('../../packages/server/schema.graphql', import.meta.url), 'utf8');
  assert.equal(committed, printMergedSchema());
});
