import { test } from 'node:test';
import assert from 'node:assert/strict';
import { currencyFor, formatCents } from './money';

test('the server currency is used when it is one of the regions’, else the region’s own', () => {
  assert.equal(currencyFor('AUD', 'US'), 'AUD');
  assert.equal(currencyFor('EUR', 'AU'), 'AUD');
  assert.equal(currencyFor(null, 'CA'), 'CAD');
  assert.equal(currencyFor('', 'US'), 'USD');
});

test('cents are formatted in the locale, to the cent', () => {
  assert.equal(formatCents(123450, 'USD', 'en-US'), '$1,234.50');
  assert.equal(formatCents(9500, 'AUD', 'en-AU'), '$95.00');
  assert.equal(formatCents(0, 'CAD', 'en-CA'), '$0.00');
});
