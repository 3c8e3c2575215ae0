import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newLinkCode } from '../../security/link-code';
import { idempotencyKeyHash, sealLinkCode, unsealLinkCode } from './submission-link';

const REGISTRATION = '3f1b9a52-7c1d-4e0a-9b3e-2d5f6a7b8c9d';

test('a sealed link code opens with the same idempotency key and registration, and with nothing else', () => {
  const code = newLinkCode();
  const sealed = sealLinkCode(code, 'key-1234567890', REGISTRATION);
  assert.ok(!sealed.includes(code));
  assert.equal(unsealLinkCode(sealed, 'key-1234567890', REGISTRATION), code);
  assert.equal(unsealLinkCode(sealed, 'key-1234567891', REGISTRATION), undefined);
  assert.equal(unsealLinkCode(sealed, 'key-1234567890', REGISTRATION.replace('3f', '4f')), undefined);
  const tampered = Buffer.from(sealed, 'base64url');
  tampered[tampered.length - 1]! ^= 1;
  assert.equal(unsealLinkCode(tampered.toString('base64url'), 'key-1234567890', REGISTRATION), undefined);
  assert.equal(unsealLinkCode(null, 'key-1234567890', REGISTRATION), undefined);
  assert.notEqual(sealLinkCode(code, 'key-1234567890', REGISTRATION), sealed, 'a fresh nonce each time');
});

test('the idempotency key is kept as its sha256, never as sent', () => {
  assert.match(idempotencyKeyHash('reg-abc'), /^[0-9a-f]{64}$/);
  assert.notEqual(idempotencyKeyHash('reg-abc'), idempotencyKeyHash('reg-abd'));
});
