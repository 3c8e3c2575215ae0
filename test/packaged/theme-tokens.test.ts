import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- a build script in plain JavaScript, without types
import { pruneTheme, usedTokens } from '../../scripts/rollup-theme-tokens.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const require = createRequire(import.meta.url);
const FULL_THEME = readFileSync(
  require.resolve('@shoelace-style/shoelace/dist/themes/light.styles.js', {
    paths: [fileURLToPath(new URL('../../packages/ui/', import.meta.url))],
  }),
  'utf8',
);
const declared = (css: string) => new Set([...css.matchAll(/(--sl-[\w-]+)\s*:/g)].map((m) => m[1]));
const read = (css: string) => new Set(css.match(/var\(\s*--sl-[\w-]+/g)?.map((m) => m.replace(/var\(\s*/, '')));

test('the theme keeps a token a component reads, and the tokens that token reads, and drops the rest', () => {
  const theme = ':host { color-scheme: light; --sl-a: var(--sl-b); --sl-b: 1px; --sl-c: 2px; --sl-d: var(--sl-c); }';
  const used = usedTokens(theme, ['.x { width: var(--sl-a) }']);
  assert.deepEqual([...used].sort(), ['--sl-a', '--sl-b']);
  assert.equal(
    pruneTheme(theme, used).replace(/\s+/g, ' '),
    ':host { color-scheme: light; --sl-a: var(--sl-b); --sl-b: 1px; }',
  );
});

test('every Shoelace token the built widgets read is still declared by the theme they ship', () => {
  const chunks = readdirSync(`${DIST}chunks`).map((name) => readFileSync(`${DIST}chunks/${name}`, 'utf8'));
  const shipped = declared(chunks.join('\n'));
  const inFullTheme = declared(FULL_THEME);
  const missing = [...read(chunks.join('\n'))].filter((token) => inFullTheme.has(token) && !shipped.has(token));
  assert.deepEqual(missing, []);
  // And the theme did shrink: fewer than half of Shoelace's tokens are in use.
  assert.ok(shipped.size < inFullTheme.size / 2, `${shipped.size} of ${inFullTheme.size} tokens shipped`);
});
