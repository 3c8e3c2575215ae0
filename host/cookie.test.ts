import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TOKEN_COOKIE, clearedTokenCookie, readCookie, tokenCookie } from './cookie';

test('the token cookie is read among others and decoded', () => {
  assert.equal(readCookie('a=1; cc_token=abc%2Fdef; b=2', TOKEN_COOKIE), 'abc/def');
  assert.equal(readCookie('cc_token=xyz', TOKEN_COOKIE), 'xyz');
});

test('a missing or similarly named cookie gives no token', () => {
  assert.equal(readCookie('', TOKEN_COOKIE), undefined);
  assert.equal(readCookie('my_cc_token=1; cc_token_old=2', TOKEN_COOKIE), undefined);
});

test('the session cookie after sign-in lives as long as the session, stays on this site, and is Secure on HTTPS', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const cookie = tokenCookie('a/b', '2026-01-01T01:00:00Z', true, now);
  assert.equal(cookie, 'cc_token=a%2Fb; Path=/; Max-Age=3600; SameSite=Strict; Secure');
  assert.equal(readCookie(cookie.split(';')[0]!, TOKEN_COOKIE), 'a/b');
  assert.ok(!tokenCookie('t', '2026-01-01T01:00:00Z', false, now).includes('Secure'));
  assert.match(tokenCookie('t', '2025-12-31T00:00:00Z', false, now), /Max-Age=0;/);
  assert.match(clearedTokenCookie(), /^cc_token=; Path=\/; Max-Age=0/);
});
