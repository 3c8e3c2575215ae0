import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { renderPhoneMetadata, servedMetadata, type MinMetadata } from './phone-metadata.source';
import { isValidPhone } from './phone';

const require = createRequire(import.meta.url);
const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8')) as MinMetadata;

test('the shipped phone metadata is the installed libphonenumber-js min metadata for +1 and +61 (npm run codegen:phone)', () => {
  const generated = readFileSync(new URL('./phone-metadata.generated.ts', import.meta.url), 'utf8');
  assert.equal(generated, renderPhoneMetadata(servedMetadata(full)));
});

test('numbers of the served regions pass in any spelling; other calling codes do not', () => {
  assert.equal(isValidPhone('(312) 555-0199'), true);
  assert.equal(isValidPhone('+1 604 555 0143'), true, 'Canada');
  assert.equal(isValidPhone('+61 412 345 678'), true, 'Australia');
  assert.equal(isValidPhone('+1 876 555 0100'), true, 'Jamaica shares +1');
  assert.equal(isValidPhone('+44 20 7946 0958'), false, 'the UK is not a served region');
});
