import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { generateFiles, operationFiles, ROOT } from '../../scripts/codegen/generate';

test('the committed schema and generated types match the module SDL and operations (run npm run codegen)', async () => {
  const files = await generateFiles();
  assert.ok(files.has('packages/server/schema.graphql'));
  for (const [path, expected] of files) {
    assert.equal(readFileSync(join(ROOT, path), 'utf8'), expected, `${path} is out of date`);
  }
});

test('every widget operation file has its typed documents generated beside it', async () => {
  const files = await generateFiles();
  const operations = operationFiles();
  assert.ok(operations.includes('packages/ui/src/wizard/centerHeader.graphql.ts'));
  for (const source of operations) {
    const generated = files.get(source.replace(/\.graphql\.ts$/, '.graphql.generated.ts'));
    assert.match(generated ?? '', /as unknown as DocumentNode<\w+, \w+Variables>/, source);
  }
});
