import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

// Two copies of React in one page break hooks and cost ~70 KB gzip; a devDependency (Storybook once did) can pull a
// second major in. Every package that renders through React must resolve the one copy the widgets ship.
const root = new URL('../../', import.meta.url).pathname;
const fromUi = createRequire(`${root}packages/ui/package.json`);
const consumers = ['@r2wc/react-to-web-component', '@apollo/client', 'react-intl', 'react-final-form'];

/** The folder Node would load a package from, found without going through its "exports" map. */
function packageDir(name: string): string {
  const dir = (fromUi.resolve.paths(name) ?? []).map((p) => join(p, name)).find((d) => existsSync(`${d}/package.json`));
  assert.ok(dir, `${name} is not installed`);
  return dir;
}

for (const name of ['react', 'react-dom']) {
  test(`${name} resolves to a single copy for @cc/ui and the libraries it renders through`, () => {
    const expected = fromUi.resolve(`${name}/package.json`);
    for (const consumer of consumers) {
      const consumerRequire = createRequire(`${packageDir(consumer)}/package.json`);
      assert.equal(consumerRequire.resolve(`${name}/package.json`), expected, `${consumer} sees another ${name}`);
    }
  });
}
