import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FEE_STRUCTURE_TYPES } from '../domain/enums';
import { money } from '../money/money';
import {
  cycleSubtotal,
  dailyFee,
  estimateTotal,
  highestFixedFee,
  isWeeklyTotalShown,
  periodDays,
  periodSubtotal,
  totalPeriod,
  weeklySubtotal,
  type ScheduleFee,
} from './cost';
import { isCostEstimateShown } from './fee-structure';

const usd = (cents: number) => money(cents, 'USD');
const schedule = (overrides: Partial<ScheduleFee>): ScheduleFee => ({
  feeAmount: usd(5000),
  feeType: 'Daily',
  cycleType: 'Weekly',
  numberOfDays: 3,
  ...overrides,
});

test('subtotal is the fee when the fee type is Weekly, else fee times days', () => {
  assert.equal(weeklySubtotal(schedule({ feeType: 'Weekly', feeAmount: usd(32000) })).cents, 32000);
  assert.equal(weeklySubtotal(schedule({ feeType: 'Daily', feeAmount: usd(8550), numberOfDays: 3 })).cents, 25650);
});

test('a casual schedule has subtotal 0 and its daily fee is the fee', () => {
  const casual = schedule({ cycleType: 'Casual', feeAmount: usd(9500), numberOfDays: 0 });
  assert.equal(weeklySubtotal(casual).cents, 0);
  assert.equal(dailyFee(casual).cents, 9500);
});

test('the daily fee is the subtotal divided by days', () => {
  assert.equal(dailyFee(schedule({ feeType: 'Weekly', feeAmount: usd(30000), numberOfDays: 4 })).cents, 7500);
  assert.equal(dailyFee(schedule({ feeType: 'Daily', feeAmount: usd(6000), numberOfDays: 2 })).cents, 6000);
});

test('biweekly doubles the weekly subtotal and labels totals biweekly', () => {
  const biweekly = schedule({ cycleType: 'Biweekly', feeType: 'Daily', feeAmount: usd(5000), numberOfDays: 2 });
  assert.equal(cycleSubtotal(biweekly).cents, 20000);
  assert.equal(totalPeriod([schedule({}), biweekly]), 'biweekly');
  assert.equal(totalPeriod([schedule({})]), 'weekly');
  assert.equal(estimateTotal([schedule({ numberOfDays: 1 }), biweekly], 'USD').cents, 10000 + 20000);
});

test('the weekly total is hidden when any schedule is casual', () => {
  assert.equal(isWeeklyTotalShown([{ cycleType: 'Weekly' }, { cycleType: 'Biweekly' }]), true);
  assert.equal(isWeeklyTotalShown([{ cycleType: 'Weekly' }, { cycleType: 'Casual' }]), false);
});

test('the cost estimate shows unless an offer has a single flat rate or a number-of-days fee not per session', () => {
  assert.equal(isCostEstimateShown([{ feeStructure: 'Session' }, {}]), true);
  assert.equal(isCostEstimateShown([{ feeStructure: 'NumberOfDays', feeFrequency: 'Session' }]), true);
  assert.equal(isCostEstimateShown([{ feeStructure: 'NumberOfDays', feeFrequency: 'PerWeek' }]), false);
  assert.equal(isCostEstimateShown([{ feeStructure: 'Session' }, { feeStructure: 'SingleFlatRate' }]), false);
});

test('the show-cost-estimate flag (default on) hides the estimate when off', () => {
  assert.equal(isCostEstimateShown([]), true);
  assert.equal(isCostEstimateShown([], false), false);
});

test('only the highest fixed fee is paid across programs', () => {
  assert.equal(highestFixedFee([usd(5000), usd(12500), usd(7500)], 'USD').cents, 12500);
  assert.equal(highestFixedFee([], 'USD').cents, 0);
});

test('fee structure types are the four of the spec', () => {
  assert.deepEqual(FEE_STRUCTURE_TYPES, ['PERAPPLICATION', 'PERCHILD', 'PERCHILDMULTIPLERATES', 'PERPLACE']);
});

const fee = fc.integer({ min: 0, max: 1_000_000 });
const days = fc.integer({ min: 0, max: 5 });
const feeType = fc.constantFrom('Weekly' as const, 'Daily' as const);

test('property: the subtotal never falls when days are added', () => {
  fc.assert(
    fc.property(fee, feeType, days, days, (cents, type, a, b) => {
      const [fewer, more] = a <= b ? [a, b] : [b, a];
      const subtotal = (numberOfDays: number) =>
        weeklySubtotal(schedule({ feeAmount: usd(cents), feeType: type, numberOfDays })).cents;
      assert.ok(subtotal(fewer) <= subtotal(more));
    }),
  );
});

test('property: a biweekly subtotal is twice the weekly one', () => {
  fc.assert(
    fc.property(fee, feeType, days, (cents, type, numberOfDays) => {
      const base = { feeAmount: usd(cents), feeType: type, numberOfDays };
      assert.equal(
        cycleSubtotal(schedule({ ...base, cycleType: 'Biweekly' })).cents,
        2 * cycleSubtotal(schedule({ ...base, cycleType: 'Weekly' })).cents,
      );
    }),
  );
});

test('property: the daily fee times days is the subtotal, to within rounding', () => {
  fc.assert(
    fc.property(fee, feeType, fc.integer({ min: 1, max: 5 }), (cents, type, numberOfDays) => {
      const s = schedule({ feeAmount: usd(cents), feeType: type, numberOfDays });
      assert.ok(Math.abs(dailyFee(s).cents * numberOfDays - weeklySubtotal(s).cents) <= numberOfDays);
    }),
  );
});

test('property: the fee paid is the highest of the fees', () => {
  fc.assert(
    fc.property(fc.array(fee, { minLength: 1 }), (fees) => {
      const paid = highestFixedFee(fees.map(usd), 'USD').cents;
      assert.equal(paid, Math.max(...fees));
      assert.ok(fees.includes(paid));
    }),
  );
});

test('an all-weekly family is priced for one week: the total is the sum of the rows, not doubled', () => {
  const fees = [schedule({ numberOfDays: 2 }), schedule({ feeType: 'Weekly', feeAmount: usd(30000) })];
  assert.equal(totalPeriod(fees), 'weekly');
  assert.equal(estimateTotal(fees, 'USD').cents, 10000 + 30000);
  assert.deepEqual(
    fees.map((fee) => periodSubtotal(fee, 'weekly').cents),
    [10000, 30000],
  );
});

test('in a biweekly total every row is priced for two weeks, day by day in the week it falls in, and rows add up', () => {
  const biweekly = schedule({ cycleType: 'Biweekly', numberOfDays: 2, week2Days: 1 });
  const weekly = schedule({ numberOfDays: 3 });
  const fees = [biweekly, weekly];
  assert.equal(totalPeriod(fees), 'biweekly');
  assert.deepEqual(periodDays(biweekly, 'biweekly'), [2, 1]);
  assert.deepEqual(periodDays(weekly, 'biweekly'), [3, 3]);
  const rows = fees.map((fee) => periodSubtotal(fee, 'biweekly').cents);
  assert.deepEqual(rows, [15000, 30000]);
  assert.equal(estimateTotal(fees, 'USD').cents, rows[0]! + rows[1]!);
  assert.equal(cycleSubtotal(biweekly).cents, 15000);
  // Without week 2's own count, week 2 matches week 1 (the spec's doubled weekly subtotal).
  assert.equal(cycleSubtotal(schedule({ cycleType: 'Biweekly', numberOfDays: 2 })).cents, 20000);
});

test('casual schedules cost nothing in the period and are priced per session; a week without days costs no per-day fee', () => {
  const casualWeeklyFee = schedule({ cycleType: 'Casual', feeType: 'Weekly', feeAmount: usd(30000), numberOfDays: 0 });
  assert.deepEqual(periodDays(casualWeeklyFee, 'weekly'), []);
  assert.equal(periodSubtotal(casualWeeklyFee, 'biweekly').cents, 0);
  assert.equal(dailyFee(casualWeeklyFee).cents, 30000);
  const noDays = schedule({ feeType: 'Weekly', feeAmount: usd(30000), numberOfDays: 0 });
  assert.equal(dailyFee(noDays).cents, 0);
  assert.equal(Number.isFinite(dailyFee(noDays).cents), true);
});
