import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { FLOWS, WIDGET_TAGS, tagOf } from './flows';

const packagesDir = new URL('../../../', import.meta.url);
const packageJson = (name: string) =>
  JSON.parse(readFileSync(new URL(`${name}/package.json`, packagesDir), 'utf8')) as { cc?: { tag?: string } };

test('each flow has its element, named after it, in the same order', () => {
  assert.deepEqual(WIDGET_TAGS, FLOWS.map(tagOf));
  assert.equal(new Set(FLOWS).size, FLOWS.length);
});

test('every package that declares an element is in the list, with that element', () => {
  const declared = readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const tag = packageJson(entry.name).cc?.tag;
      return tag ? [[entry.name, tag]] : [];
    });
  assert.ok(declared.length > 0);
  for (const [flow, tag] of declared) {
    assert.ok((FLOWS as readonly string[]).includes(flow!), `${flow} declares ${tag} but is not in flows.json`);
    assert.equal(tag, tagOf(flow as (typeof FLOWS)[number]));
  }
});

test('every flow in the list has its package', () => {
  for (const flow of FLOWS) assert.doesNotThrow(() => packageJson(flow), flow);
});
