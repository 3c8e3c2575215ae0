import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  decodeLoginState,
  DEFAULT_AFTER_SIGN_IN,
  encodeLoginState,
  PORTAL_LOGIN_PATH,
  portalLoginPath,
  resendSecondsLeft,
  RESEND_CODE_AFTER_SECONDS,
  safeRedirect,
} from './index';

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

test('the state text is base64url through and through: no +, /, spaces or padding, and nothing else is read', () => {
  // "~~~" and "???" are "fn5+" and "Pz8/" in plain base64.
  const state = { email: '~~~???@example.com' };
  const text = encodeLoginState(state);
  assert.match(text, /[-_]/);
  assert.doesNotMatch(text, /[+/=]/);
  assert.deepEqual(decodeLoginState(text), state);
  const legacy = encodeLoginState({ legacyLink: true });
  assert.deepEqual(decodeLoginState(`${legacy.slice(0, 4)} ${legacy.slice(4)}`), {}, 'a space is not base64url');
  assert.deepEqual(decodeLoginState('a'), {}, 'not a whole base64 text');
  const bytes = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  assert.deepEqual(decodeLoginState(bytes('not json')), {});
  // A phone beside a byte that is not UTF-8: the whole state is refused, not read around the bad byte.
  assert.deepEqual(decodeLoginState(bytes('{"phone":"+1 312 555 0199","x":"\u00ff"}')), {});
});

test('each field is read only when it is wholly what it says', () => {
  const encode = (value: unknown) => encodeLoginState(value as never);
  assert.deepEqual(decodeLoginState(encode({ email: ' a@b.co ' })), { email: 'a@b.co' });
  for (const phone of ['x1234', '1234x', 42, 12345])
    assert.deepEqual(decodeLoginState(encode({ phone })), {}, String(phone));
  for (const personId of ['6230b45c-2f47-45fb-809e-664ee6657759x', 42]) {
    assert.deepEqual(decodeLoginState(encode({ personId })), {}, String(personId));
  }
  assert.equal(DEFAULT_AFTER_SIGN_IN, '/parent-portal');
});

test('the portal login link carries the redirect, the encoded state and the business; nothing when not given', () => {
  const url = new URL(
    portalLoginPath({ businessId: 'b1', redirect: '/parent-portal/login/abc', state: { email: 'a@b.co' } }),
    'http://host.test',
  );
  assert.equal(url.pathname, PORTAL_LOGIN_PATH);
  assert.equal(url.searchParams.get('redirect'), '/parent-portal/login/abc');
  assert.equal(url.searchParams.get('businessId'), 'b1');
  assert.deepEqual(decodeLoginState(url.searchParams.get('state')), { email: 'a@b.co' });
  assert.equal(portalLoginPath({}), '/parent-portal/login');
  assert.equal(portalLoginPath({ businessId: 'b 2' }), '/parent-portal/login?businessId=b+2');
});
