import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hasUnsafeCharacters, unsafeTextPaths } from './text';

test('control characters, bidi overrides and lone surrogates are unsafe; ordinary names in any script are not', () => {
  for (const bad of [
    'Ann\u0000',
    'a\u0007b',
    '\u202Eexe.txt',
    'x\u2066y',
    'lone \uD800',
    'tab\there',
    'line\nbreak',
    '\u0085',
  ]) {
    assert.equal(hasUnsafeCharacters(bad), true, JSON.stringify(bad));
  }
  for (const good of ['Zoë', 'Nguyễn', 'O\u2019Brien', 'محمد', '李', 'emoji 👶🏽', 'Anne-Marie']) {
    assert.equal(hasUnsafeCharacters(good), false, good);
  }
  assert.equal(hasUnsafeCharacters('two\nlines', true), false);
  assert.equal(hasUnsafeCharacters('nul\u0000', true), true);
});

test('unsafeTextPaths names every string that holds one, however deep', () => {
  assert.deepEqual(
    unsafeTextPaths({
      input: { firstName: 'Ann\u0000', children: [{ lastName: 'ok' }, { lastName: '\u202E' }] },
      n: 3,
    }),
    ['input.firstName', 'input.children.1.lastName'],
  );
});
