import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  decodeLoginState,
  DEFAULT_AFTER_SIGN_IN,
  encodeLoginState,
  resendSecondsLeft,
  RESEND_CODE_AFTER_SECONDS,
  safeRedirect,
} from './login-state';

test('a login state survives the link: email, phone, person and the legacy flag, in URL-safe text', () => {
  const state = {
    email: 'zoë.lee@example.com',
    phone: '+61 412 345 678',
    personId: '6230b45c-2f47-45fb-809e-664ee6657759',
    legacyLink: true,
  };
  const text = encodeLoginState(state);
  assert.match(text, /^[A-Za-z0-9_-]+$/);
  assert.deepEqual(decodeLoginState(text), state);
  assert.deepEqual(decodeLoginState(encodeLoginState({ email: 'a@b.co' })), { email: 'a@b.co' });
});

test('an edited or broken state fills in nothing wrong', () => {
  const encode = (value: unknown) => encodeLoginState(value as never);
  for (const text of [
    null,
    undefined,
    '',
    '!!!',
    'a+b/',
    encode([1]),
    encode('x'),
    encode(null),
    btoa('\u00ff\u00fe').replace(/=+$/, ''),
  ]) {
    assert.deepEqual(decodeLoginState(text), {}, String(text));
  }
  assert.deepEqual(
    decodeLoginState(encode({ email: 'not an email', phone: 'call me', personId: 'x', legacyLink: 'yes' })),
    {},
  );
  assert.deepEqual(decodeLoginState(encode({ email: 'a@b.co', name: 'Ava' })), { email: 'a@b.co' });
  assert.deepEqual(decodeLoginState(encode({ phone: '(312) 555-0199' })), { phone: '(312) 555-0199' });
  assert.deepEqual(decodeLoginState(encode({ phone: '12' })), {});
  assert.deepEqual(decodeLoginState(encode({ personId: 'x6230b45c-2f47-45fb-809e-664ee6657759' })), {});
  assert.deepEqual(decodeLoginState(encode({ legacyLink: false })), { legacyLink: false });
});

test('after sign-in a parent goes only to a path on this site', () => {
  assert.equal(safeRedirect('/new-application/'), '/new-application/');
  assert.equal(safeRedirect(' /parent-portal/decline/abc '), '/parent-portal/decline/abc');
  for (const elsewhere of [
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'parent-portal',
    '',
    null,
    undefined,
    '/a\nb',
    '/a\u0000',
  ]) {
    assert.equal(safeRedirect(elsewhere), DEFAULT_AFTER_SIGN_IN, String(elsewhere));
  }
});

test('a new code may be asked for 45 seconds after the last, counted down in whole seconds', () => {
  assert.equal(RESEND_CODE_AFTER_SECONDS, 45);
  const sent = 1_000_000;
  assert.equal(resendSecondsLeft(sent, sent), 45);
  assert.equal(resendSecondsLeft(sent, sent + 1), 45);
  assert.equal(resendSecondsLeft(sent, sent + 44_001), 1);
  assert.equal(resendSecondsLeft(sent, sent + 45_000), 0);
  assert.equal(resendSecondsLeft(sent, sent + 90_000), 0);
});
