import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashLinkCode, isWellFormedLinkCode, newLinkCode } from './link-code';

test('new link codes carry 128 bits and do not repeat', () => {
  const codes = new Set(Array.from({ length: 1000 }, () => newLinkCode()));
  assert.equal(codes.size, 1000);
  for (const code of codes) {
    assert.equal(Buffer.from(code, 'base64url').length, 16);
    assert.ok(isWellFormedLinkCode(code));
  }
});

test('the stored hash never contains the code and is stable', () => {
  const code = newLinkCode();
  const hash = hashLinkCode(code);
  assert.match(hash, /^[0-9a-f]{64}$/);
  assert.ok(!hash.includes(code));
  assert.equal(hashLinkCode(code), hash);
  assert.notEqual(hashLinkCode(newLinkCode()), hash);
});

test('codes with characters outside base64url are not well formed', () => {
  assert.equal(isWellFormedLinkCode("abc'; drop table x; --"), false);
  assert.equal(isWellFormedLinkCode('short'), false);
});

test('a link code is only code characters, from end to end', () => {
  const code = newLinkCode();
  assert.equal(isWellFormedLinkCode(code), true);
  assert.equal(isWellFormedLinkCode(`!${code}`), false);
  assert.equal(isWellFormedLinkCode(`${code}!`), false);
});
