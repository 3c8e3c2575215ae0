import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- a build script in plain JavaScript, without types
import { trimIntl } from '../../scripts/rollup-intl-trims.mjs';

const require = createRequire(fileURLToPath(new URL('../../packages/ui/package.json', import.meta.url)));
const installed = (name: string) => {
  const file = require.resolve(name);
  return { file, code: readFileSync(file, 'utf8') };
};

const asksFormatting = /Intl\.(NumberFormat|DateTimeFormat)\.supportedLocalesOf\((locale|locales)\)/;

test("react-intl's locale checks no longer ask number or date formatting", () => {
  const intl = installed('@formatjs/intl');
  assert.match(intl.code, asksFormatting);
  const trimmedIntl = trimIntl(intl.file, intl.code) as string;
  // createIntl's warnings about unsupported locales are gone; what it does with no locale at all stays.
  assert.doesNotMatch(trimmedIntl, /supportedLocalesOf\(locale\)/);
  assert.match(trimmedIntl, /"locale" was not configured/);
  const messageFormat = installed('intl-messageformat');
  assert.match(messageFormat.code, asksFormatting);
  const trimmedFormat = trimIntl(messageFormat.file, messageFormat.code) as string;
  assert.doesNotMatch(trimmedFormat, asksFormatting);
  assert.match(trimmedFormat, /Intl\.PluralRules\.supportedLocalesOf\(locales\)/);
});

test('an upgraded package without the expected code fails the build, naming the file', () => {
  const file = '/x/node_modules/intl-messageformat/index.js';
  assert.throws(() => trimIntl(file, 'export const nothing = 1;'), /intl-messageformat[\\/]index\.js: expected/);
  // Any other module passes through untouched.
  assert.equal(trimIntl('/x/node_modules/react/index.js', 'Intl.NumberFormat.supportedLocalesOf(locale)'), null);
});
