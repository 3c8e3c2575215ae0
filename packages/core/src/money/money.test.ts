import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  addMoney,
  divideMoney,
  formatMoney,
  fromDecimal,
  maxMoney,
  money,
  moneyForRegion,
  multiplyMoney,
  sumMoney,
  toDecimal,
} from './money';

test('each region charges in its own currency (USD, AUD, CAD)', () => {
  assert.deepEqual(moneyForRegion(1250, 'US'), { cents: 1250, currency: 'USD' });
  assert.deepEqual(moneyForRegion(1250, 'AU'), { cents: 1250, currency: 'AUD' });
  assert.deepEqual(moneyForRegion(1250, 'CA'), { cents: 1250, currency: 'CAD' });
});

test('money refuses fractions of a cent', () => {
  assert.throws(() => money(10.5, 'USD'), RangeError);
  assert.throws(() => multiplyMoney(money(100, 'USD'), 1.5), RangeError);
});

test('decimal amounts from the wire become exact cents', () => {
  assert.equal(fromDecimal(0.1 + 0.2, 'USD').cents, 30);
  assert.equal(fromDecimal(85.55, 'AUD').cents, 8555);
  assert.equal(toDecimal(money(8555, 'AUD')), 85.55);
});

test('adding amounts of different currencies fails instead of mixing them', () => {
  assert.throws(() => addMoney(money(100, 'USD'), money(100, 'AUD')), TypeError);
});

test('sum, multiply, divide and max work in cents', () => {
  assert.equal(sumMoney([money(1999, 'USD'), money(1, 'USD')], 'USD').cents, 2000);
  assert.equal(sumMoney([], 'CAD').cents, 0);
  assert.equal(multiplyMoney(money(4550, 'USD'), 3).cents, 13650);
  assert.equal(divideMoney(money(10000, 'USD'), 3).cents, 3333);
  assert.equal(divideMoney(money(20000, 'USD'), 3).cents, 6667);
  assert.throws(() => divideMoney(money(100, 'USD'), 0), RangeError);
  assert.equal(maxMoney([money(500, 'USD'), money(7500, 'USD'), money(2500, 'USD')], 'USD').cents, 7500);
});

test('formatting follows the locale', () => {
  assert.equal(formatMoney(money(123450, 'USD'), 'en'), '$1,234.50');
  assert.equal(formatMoney(money(1200, 'AUD'), 'en-AU'), '$12.00');
  assert.equal(formatMoney(money(1200, 'AUD'), 'en'), 'A$12.00');
  assert.equal(formatMoney(money(5, 'CAD'), 'en-CA'), '$0.05');
});

const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

test('property: adding is exact and order does not matter', () => {
  fc.assert(
    fc.property(cents, cents, (a, b) => {
      const sum = addMoney(money(a, 'USD'), money(b, 'USD'));
      assert.equal(sum.cents, a + b);
      assert.deepEqual(sum, addMoney(money(b, 'USD'), money(a, 'USD')));
    }),
  );
});

test('property: multiplying by a count equals adding that many times', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 100_000 }), fc.nat({ max: 14 }), (amount, count) => {
      const repeated = sumMoney(
        Array.from({ length: count }, () => money(amount, 'AUD')),
        'AUD',
      );
      assert.deepEqual(multiplyMoney(money(amount, 'AUD'), count), repeated);
    }),
  );
});

test('property: a decimal with two places round-trips through cents', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 100_000_000 }), (amount) => {
      assert.equal(fromDecimal(amount / 100, 'CAD').cents, amount);
    }),
  );
});
