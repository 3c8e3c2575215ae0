import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseSignInCode, signInCodeError } from './code';

test('a six-digit code passes, with or without the spaces a mail reader copies', () => {
  assert.equal(signInCodeError('482913'), undefined);
  assert.equal(signInCodeError(' 482 913 '), undefined);
  assert.equal(normaliseSignInCode(' 482 913 '), '482913');
});

test('an empty code is required; a short, long or lettered one is refused before it costs a guess', () => {
  assert.equal(signInCodeError(''), 'required');
  assert.equal(signInCodeError(undefined), 'required');
  assert.equal(signInCodeError('   '), 'required');
  assert.equal(signInCodeError('48291'), 'sign-in-code-format');
  assert.equal(signInCodeError('4829134'), 'sign-in-code-format');
  assert.equal(signInCodeError('48291a'), 'sign-in-code-format');
});
