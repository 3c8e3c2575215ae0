import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SESSION_LIFETIME_MS } from '../packages/server/src/security/one-time-code';
import { TOKEN_COOKIE, TOKEN_COOKIE_MAX_SECONDS, clearedTokenCookie, readCookie, tokenCookie } from './cookie';

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
  assert.match(clearedTokenCookie(false), /^cc_token=; Path=\/; Max-Age=0/);
});

test('the cookie never outlives the session: a malformed or far-off expiry is not trusted', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const attributes = (cookie: string) => cookie.split('; ').slice(1);
  // Max-Age=NaN is ignored by browsers, which would keep the cookie until the browser (or the webview) closes.
  assert.deepEqual(attributes(tokenCookie('t', 'not a date', true, now)), [
    'Path=/',
    'Max-Age=0',
    'SameSite=Strict',
    'Secure',
  ]);
  // No longer than a session can last, whatever expiry the page was handed.
  assert.equal(TOKEN_COOKIE_MAX_SECONDS * 1000, SESSION_LIFETIME_MS);
  assert.match(tokenCookie('t', '2027-01-01T00:00:00Z', true, now), new RegExp(`Max-Age=${TOKEN_COOKIE_MAX_SECONDS};`));
  // Signing out clears it with the same attributes it was set with.
  assert.equal(clearedTokenCookie(true), 'cc_token=; Path=/; Max-Age=0; SameSite=Strict; Secure');
  assert.equal(clearedTokenCookie(false), 'cc_token=; Path=/; Max-Age=0; SameSite=Strict');
});
