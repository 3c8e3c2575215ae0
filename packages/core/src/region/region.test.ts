import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toRegion, CURRENCY_BY_REGION } from './region';

test('an unknown or missing region falls back to US', () => {
  assert.equal(toRegion('AU'), 'AU');
  assert.equal(toRegion('NZ'), 'US');
  assert.equal(toRegion(undefined), 'US');
});

test('each region pays in its own currency', () => {
  assert.deepEqual(CURRENCY_BY_REGION, { US: 'USD', CA: 'CAD', AU: 'AUD' });
});
