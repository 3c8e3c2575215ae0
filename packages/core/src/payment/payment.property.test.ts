import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  BILLING_CYCLE_FREQUENCIES,
  BILLING_CYCLE_ORDER,
  DAY_OF_WEEK_NUMBERS,
  billingDayIn,
  dayOfWeekName,
  dayOfWeekNumber,
  fromDayMask,
  sortBillingCycleTemplates,
  toDayMask,
  validatePayment,
  type DayOfWeekName,
} from './index';

const dayName = fc.constantFrom(...(Object.keys(DAY_OF_WEEK_NUMBERS) as DayOfWeekName[]));

test('a set of days survives the bitmask round trip', () => {
  fc.assert(
    fc.property(fc.uniqueArray(dayName), (days) => {
      const back = fromDayMask(toDayMask(days));
      assert.deepEqual(new Set(back), new Set(days));
      assert.ok(toDayMask(days) >= 0 && toDayMask(days) <= 127);
    }),
  );
});

test('day numbers and names are inverse', () => {
  fc.assert(fc.property(dayName, (day) => assert.equal(dayOfWeekName(dayOfWeekNumber(day)), day)));
});

test('a billing day always lands inside its month, and -1 is always the last day', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1900, max: 2200 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 31 }),
      (y, m, d) => {
        const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
        assert.equal(billingDayIn(-1, y, m), last);
        const day = billingDayIn(d, y, m);
        assert.ok(day >= 1 && day <= last);
        if (d <= last) assert.equal(day, d);
      },
    ),
  );
});

test('sorted billing cycles never go from a longer to a shorter frequency', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...BILLING_CYCLE_FREQUENCIES).map((frequency) => ({ frequency }))),
      (templates) => {
        const orders = sortBillingCycleTemplates(templates).map((t) => BILLING_CYCLE_ORDER[t.frequency]);
        for (let i = 1; i < orders.length; i++) assert.ok((orders[i - 1] ?? 0) <= (orders[i] ?? 0));
      },
    ),
  );
});

test('payment is valid exactly when a chosen type has its token and consent', () => {
  const token = fc.option(fc.constantFrom('', ' ', 'tok_1'));
  fc.assert(
    fc.property(
      fc.constantFrom('credit-card' as const, 'bank-account' as const),
      token,
      token,
      fc.boolean(),
      (type, cc, ba, consent) => {
        const result = validatePayment({
          paymentType: type,
          creditCardToken: cc,
          bankAccountToken: ba,
          debitConsent: consent,
        });
        const own = type === 'credit-card' ? cc : ba;
        assert.equal(result.ok, consent && !!own?.trim());
      },
    ),
  );
});
