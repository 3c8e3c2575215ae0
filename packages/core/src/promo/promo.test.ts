import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { normalisePromoCode, promoDiscount } from './promo';

test('a percentage rounds down; a fixed amount never takes more than the fee', () => {
  assert.equal(promoDiscount(7500, { kind: 'PERCENT', value: 10 }), 750);
  assert.equal(promoDiscount(999, { kind: 'PERCENT', value: 10 }), 99);
  assert.equal(promoDiscount(2000, { kind: 'FIXED', value: 2500 }), 2000);
  assert.equal(promoDiscount(0, { kind: 'FIXED', value: 2500 }), 0);
  assert.equal(promoDiscount(5000, null), 0);
});

test('whatever the code, the discount is between nothing and the whole fee', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.constantFrom('PERCENT' as const, 'FIXED' as const),
      fc.integer({ min: -100, max: 10_000_000 }),
      (fee, kind, value) => {
        const discount = promoDiscount(fee, { kind, value });
        assert.ok(Number.isInteger(discount) && discount >= 0 && discount <= fee);
      },
    ),
  );
});

test('codes match as people type them', () => {
  assert.equal(normalisePromoCode(' welcome 10 '), 'WELCOME10');
});
