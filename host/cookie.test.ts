import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TOKEN_COOKIE, readCookie } from './cookie';

test('the token cookie is read among others and decoded', () => {
  assert.equal(readCookie('a=1; cc_token=abc%2Fdef; b=2', TOKEN_COOKIE), 'abc/def');
  assert.equal(readCookie('cc_token=xyz', TOKEN_COOKIE), 'xyz');
});

test('a missing or similarly named cookie gives no token', () => {
  assert.equal(readCookie('', TOKEN_COOKIE), undefined);
  assert.equal(readCookie('my_cc_token=1; cc_token_old=2', TOKEN_COOKIE), undefined);
});
