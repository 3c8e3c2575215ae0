/// <reference types="node" />
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { portalRoutes } from './routes';

test('link codes are written as one path segment', () => {
  assert.equal(portalRoutes.centreLink('a/b?c'), '/parent-portal/login/a%2Fb%3Fc');
  assert.equal(portalRoutes.offer('x y'), '/offer/x%20y');
});
