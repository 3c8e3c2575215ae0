import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { WEEKDAYS, type Weekday } from '../domain/enums';
import { daysInWeek, isDayDisabled, toggleDay } from './day-picker';
import { validateScheduleDays } from './day-count';
import { isStartDateDisabled, startDateRule, validateStartDate } from './start-date';
import { PICKER_WEEKDAYS, type ScheduleDay } from './schedule-types';

const weekday = fc.constantFrom(...WEEKDAYS);
const pickerDay = fc.constantFrom(...PICKER_WEEKDAYS);
const context = fc.record({
  operatingDays: fc.uniqueArray(weekday, { maxLength: 7 }),
  maxDays: fc.integer({ min: 1, max: 5 }),
});

test('property: clicking days never exceeds the maximum nor picks a weekend or a closed day', () => {
  fc.assert(
    fc.property(context, fc.array(weekday, { maxLength: 30 }), (ctx, clicks) => {
      let days: ScheduleDay[] = [];
      for (const click of clicks) days = toggleDay(days, click, ctx);
      const chosen = daysInWeek(days, 'WEEK1');
      assert.ok(chosen.length <= ctx.maxDays);
      assert.equal(new Set(chosen).size, chosen.length);
      for (const day of chosen) {
        assert.ok(day !== 'SATURDAY' && day !== 'SUNDAY');
        assert.ok(ctx.operatingDays.includes(day));
      }
    }),
  );
});

test('property: with the maximum reached, exactly the unchosen days are disabled', () => {
  fc.assert(
    fc.property(fc.uniqueArray(pickerDay, { minLength: 1, maxLength: 5 }), (chosen) => {
      const ctx = { operatingDays: [...PICKER_WEEKDAYS] as Weekday[], maxDays: chosen.length };
      for (const day of PICKER_WEEKDAYS) assert.equal(isDayDisabled(day, chosen, ctx), !chosen.includes(day));
    }),
  );
});

test('property: a weekly day count passes exactly when it lies between min and max', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(pickerDay, { maxLength: 5 }),
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 0, max: 4 }),
      (chosen, min, extra) => {
        const max = Math.min(min + extra, 5);
        const days = chosen.map((dayOfWeek): ScheduleDay => ({ dayOfWeek, week: 'WEEK1' }));
        const errors = validateScheduleDays({ cycleType: 'Weekly', days }, { minDays: min, maxDays: max });
        const inRange = chosen.length >= min && chosen.length <= max;
        assert.equal(errors.length === 0, inRange);
        if (!inRange) {
          assert.equal(
            errors[0]?.key,
            min === max
              ? 'child-schedule-days-selection'
              : chosen.length === 0 && min === 1
                ? 'child-schedule-at-least-one-day'
                : 'child-schedule-minimum-selection',
          );
        }
        assert.deepEqual(validateScheduleDays({ cycleType: 'Casual', days }, { minDays: min, maxDays: max }), []);
      },
    ),
  );
});

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

test('property: a future program start is the only date allowed', () => {
  fc.assert(
    fc.property(isoDate, isoDate, isoDate, (today, start, candidate) => {
      fc.pre(start > today);
      const rule = startDateRule({ startDate: start }, today);
      assert.deepEqual(rule, { kind: 'fixed', date: start });
      assert.equal(isStartDateDisabled(candidate, rule), candidate !== start);
      assert.equal(validateStartDate(candidate, { startDate: start }, today).length === 0, candidate === start);
    }),
  );
});

test('property: for a running program a date is allowed iff today <= date <= program end', () => {
  fc.assert(
    fc.property(isoDate, isoDate, isoDate, isoDate, (today, start, end, candidate) => {
      fc.pre(start <= today);
      const program = { startDate: start, endDate: end };
      const allowed = candidate >= today && candidate <= end;
      assert.equal(isStartDateDisabled(candidate, startDateRule(program, today)), !allowed);
      assert.equal(validateStartDate(candidate, program, today).length === 0, allowed);
    }),
  );
});
