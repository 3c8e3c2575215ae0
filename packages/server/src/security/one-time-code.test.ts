import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  bearerToken,
  CODE_LIFETIME_MS,
  CODE_WRONG_ANSWER_LIMIT,
  hashCode,
  hashEmail,
  hashToken,
  newCode,
  newToken,
  sameHash,
  SESSION_LIFETIME_MS,
} from './one-time-code';

test('codes are 6 digits, leading zeros kept, spread over the whole range', () => {
  const codes = Array.from({ length: 2000 }, newCode);
  assert.ok(codes.every((code) => /^\d{6}$/.test(code)));
  assert.ok(new Set(codes).size > 1990, 'no repeats beyond chance');
  assert.ok(
    codes.some((code) => code.startsWith('0')),
    'a leading zero is kept',
  );
  const firstDigits = new Set(codes.map((code) => code[0]));
  assert.equal(firstDigits.size, 10);
});

test('tokens carry 256 random bits and are never equal', () => {
  const token = newToken();
  assert.equal(Buffer.from(token, 'base64url').length, 32);
  assert.notEqual(newToken(), token);
});

test('a code hash depends on the challenge token; email hashes ignore case and spaces', () => {
  assert.notEqual(hashCode('a', '123456'), hashCode('b', '123456'));
  assert.equal(hashCode('a', '123456'), hashCode('a', '123456'));
  assert.equal(hashEmail(' Emily@Example.com '), hashEmail('emily@example.com'));
  assert.notEqual(hashEmail('emily@example.com'), hashEmail('emily@example.org'));
  assert.notEqual(hashToken('x'), hashEmail('x'), 'kinds of hash never collide on the same text');
  assert.ok(!hashEmail('emily@example.com').includes('emily'));
});

test('sameHash compares whole hashes only', () => {
  const h = hashToken('t');
  assert.equal(sameHash(h, hashToken('t')), true);
  assert.equal(sameHash(h, hashToken('u')), false);
  assert.equal(sameHash(h, h.slice(0, 10)), false);
});

test('the bearer token of an Authorization header', () => {
  assert.equal(bearerToken(undefined), undefined);
  assert.equal(bearerToken('Bearer abc'), 'abc');
  assert.equal(bearerToken('bearer  abc '), 'abc');
  assert.equal(bearerToken('Bearer '), '');
  assert.equal(bearerToken('Bearer'), '');
  assert.equal(bearerToken('Basic abc'), undefined);
});

test('codes last 10 minutes and sessions 30 days', () => {
  assert.equal(CODE_LIFETIME_MS, 10 * 60 * 1000);
  assert.equal(SESSION_LIFETIME_MS, 30 * 24 * 60 * 60 * 1000);
  assert.equal(CODE_WRONG_ANSWER_LIMIT, 5);
});

test('emails that differ only once upper-cased keep different hashes; headers are read whole, spaces around', () => {
  assert.notEqual(hashEmail('straße@example.com'), hashEmail('strasse@example.com'));
  assert.equal(bearerToken(' Bearer abc '), 'abc');
  assert.equal(bearerToken('Bearerabc'), undefined);
  assert.equal(bearerToken('xBearer abc'), undefined);
});
