/// <reference types="node" />
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeLoginState } from '@cc/core';
import { portalRoutes } from './routes';

test('the login route carries the redirect, the encoded state and the business as query parameters', () => {
  const url = new URL(
    portalRoutes.login({ businessId: 'b1', redirect: '/parent-portal/login/abc', state: { email: 'a@b.co' } }),
    'http://host.test',
  );
  assert.equal(url.pathname, '/parent-portal/login');
  assert.equal(url.searchParams.get('redirect'), '/parent-portal/login/abc');
  assert.equal(url.searchParams.get('businessId'), 'b1');
  assert.deepEqual(decodeLoginState(url.searchParams.get('state')), { email: 'a@b.co' });
  assert.equal(portalRoutes.login({}), '/parent-portal/login');
});

test('link codes are written as one path segment', () => {
  assert.equal(portalRoutes.centreLink('a/b?c'), '/parent-portal/login/a%2Fb%3Fc');
  assert.equal(portalRoutes.offer('x y'), '/offer/x%20y');
});
