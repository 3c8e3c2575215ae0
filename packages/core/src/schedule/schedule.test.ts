import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Weekday } from '../domain/enums';
import { allowedCycleTypes, cycleTypeForCasualToggle, cycleTypeForProgram, isFlexibleScheduling } from './cycle-type';
import { dayPickerOptions, daysForCycleType, isDayDisabled, toggleDay, weeksForCycleType } from './day-picker';
import { dayAvailability, newScheduleState } from './availability';
import { validateScheduleDays } from './day-count';
import { DEFAULT_CYCLE_TYPE, type ScheduleDay } from './schedule-types';

const week1 = (...days: Weekday[]): ScheduleDay[] => days.map((dayOfWeek) => ({ dayOfWeek, week: 'WEEK1' }));
const allWeekdays: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

test('cycle type defaults to Weekly', () => {
  assert.equal(DEFAULT_CYCLE_TYPE, 'Weekly');
});

test('casual only gives casual, for every region and family', () => {
  for (const region of ['US', 'CA', 'AU'] as const) {
    for (const isNewFamily of [true, false]) {
      assert.deepEqual(allowedCycleTypes({ enrollmentOption: 'CASUALONLY', region, isNewFamily }), ['Casual']);
    }
  }
});

test('permanent only gives weekly, plus biweekly for US new families', () => {
  assert.deepEqual(allowedCycleTypes({ enrollmentOption: 'PERMANENTONLY', region: 'US', isNewFamily: false }), [
    'Weekly',
  ]);
  assert.deepEqual(allowedCycleTypes({ enrollmentOption: 'PERMANENTONLY', region: 'AU', isNewFamily: true }), [
    'Weekly',
  ]);
  assert.deepEqual(allowedCycleTypes({ enrollmentOption: 'PERMANENTONLY', region: 'US', isNewFamily: true }), [
    'Weekly',
    'Biweekly',
  ]);
});

test('permanent and casual gives casual and weekly, plus biweekly for US new families', () => {
  assert.deepEqual(allowedCycleTypes({ enrollmentOption: 'PERMANENTANDCASUAL', region: 'CA', isNewFamily: true }), [
    'Weekly',
    'Casual',
  ]);
  assert.deepEqual(allowedCycleTypes({ enrollmentOption: 'PERMANENTANDCASUAL', region: 'US', isNewFamily: true }), [
    'Weekly',
    'Biweekly',
    'Casual',
  ]);
});

test('casual-only programs force Casual; toggling casual switches the cycle type', () => {
  assert.equal(cycleTypeForProgram('CASUALONLY', 'Weekly'), 'Casual');
  assert.equal(cycleTypeForProgram('PERMANENTANDCASUAL', 'Weekly'), 'Weekly');
  assert.equal(cycleTypeForCasualToggle(true), 'Casual');
  assert.equal(cycleTypeForCasualToggle(false), 'Weekly');
});

test('the flexible-scheduling badge shows for casual-only and permanent-and-casual centres', () => {
  assert.equal(isFlexibleScheduling('CASUALONLY'), true);
  assert.equal(isFlexibleScheduling('PERMANENTANDCASUAL'), true);
  assert.equal(isFlexibleScheduling('PERMANENTONLY'), false);
});

test('the picker offers Monday to Friday; Saturday and Sunday are always disabled', () => {
  const context = { operatingDays: [...allWeekdays, 'SATURDAY', 'SUNDAY'] as Weekday[], maxDays: 7 };
  assert.deepEqual(
    dayPickerOptions([], context).map((option) => option.dayOfWeek),
    allWeekdays,
  );
  assert.equal(isDayDisabled('SATURDAY', [], context), true);
  assert.equal(isDayDisabled('SUNDAY', [], context), true);
});

test('days outside the operating days are disabled', () => {
  const options = dayPickerOptions([], { operatingDays: ['MONDAY', 'WEDNESDAY'], maxDays: 5 });
  assert.deepEqual(
    options.filter((option) => !option.disabled).map((option) => option.dayOfWeek),
    ['MONDAY', 'WEDNESDAY'],
  );
});

test('once the maximum is reached the other days are disabled, the chosen ones stay clickable', () => {
  const context = { operatingDays: allWeekdays, maxDays: 2 };
  const options = dayPickerOptions(week1('MONDAY', 'TUESDAY'), context);
  assert.deepEqual(
    options.map((option) => [option.dayOfWeek, option.selected, option.disabled]),
    [
      ['MONDAY', true, false],
      ['TUESDAY', true, false],
      ['WEDNESDAY', false, true],
      ['THURSDAY', false, true],
      ['FRIDAY', false, true],
    ],
  );
  assert.deepEqual(toggleDay(week1('MONDAY', 'TUESDAY'), 'FRIDAY', context), week1('MONDAY', 'TUESDAY'));
  assert.deepEqual(toggleDay(week1('MONDAY', 'TUESDAY'), 'MONDAY', context), week1('TUESDAY'));
});

test('toggled days are kept in Monday-to-Sunday order', () => {
  const context = { operatingDays: allWeekdays, maxDays: 5 };
  assert.deepEqual(toggleDay(week1('THURSDAY'), 'TUESDAY', context), week1('TUESDAY', 'THURSDAY'));
});

test('week 2 only exists for biweekly and is dropped otherwise', () => {
  const days: ScheduleDay[] = [...week1('MONDAY'), { dayOfWeek: 'FRIDAY', week: 'WEEK2' }];
  assert.deepEqual(daysForCycleType(days, 'Biweekly'), days);
  assert.deepEqual(daysForCycleType(days, 'Weekly'), week1('MONDAY'));
  assert.deepEqual(weeksForCycleType('Biweekly'), ['WEEK1', 'WEEK2']);
  assert.deepEqual(weeksForCycleType('Casual'), ['WEEK1']);
});

test('min = max asks for the exact count (child-schedule-days-selection)', () => {
  assert.deepEqual(validateScheduleDays({ cycleType: 'Weekly', days: week1('MONDAY') }, { minDays: 3, maxDays: 3 }), [
    { path: 'days', key: 'child-schedule-days-selection', values: { count: 3 } },
  ]);
});

test('min < max names the range (child-schedule-minimum-selection)', () => {
  const limits = { minDays: 2, maxDays: 4 };
  assert.deepEqual(validateScheduleDays({ cycleType: 'Weekly', days: week1('MONDAY') }, limits), [
    { path: 'days', key: 'child-schedule-minimum-selection', values: { min: 2, max: 4 } },
  ]);
  assert.deepEqual(validateScheduleDays({ cycleType: 'Weekly', days: week1('MONDAY', 'TUESDAY') }, limits), []);
});

test('casual skips the day check; weekly needs at least one day', () => {
  assert.deepEqual(validateScheduleDays({ cycleType: 'Casual', days: [] }, { minDays: 3, maxDays: 3 }), []);
  assert.deepEqual(validateScheduleDays({ cycleType: 'Weekly', days: [] }, {}), [
    { path: 'days', key: 'child-schedule-at-least-one-day' },
  ]);
});

test('a biweekly schedule needs its day count in each of the two weeks', () => {
  const days: ScheduleDay[] = [...week1('MONDAY', 'TUESDAY'), { dayOfWeek: 'MONDAY', week: 'WEEK2' }];
  const limits = { minDays: 2, maxDays: 3 };
  assert.equal(
    validateScheduleDays({ cycleType: 'Biweekly', days }, limits)[0]?.key,
    'child-schedule-minimum-selection',
  );
  assert.deepEqual(validateScheduleDays({ cycleType: 'Weekly', days: week1('MONDAY', 'TUESDAY') }, limits), []);
});

test('per-day hint: Low Availability below the number of selected children, else Available', () => {
  const availability = [
    { dayOfWeek: 'MONDAY' as const, count: 1 },
    { dayOfWeek: 'TUESDAY' as const, count: 2 },
  ];
  assert.equal(dayAvailability(availability, 'MONDAY', 2), 'low-availability');
  assert.equal(dayAvailability(availability, 'TUESDAY', 2), 'available');
  assert.equal(dayAvailability(availability, 'WEDNESDAY', 1), 'low-availability');
});

test('a new schedule is NEW with places, ApprovalWaitlistPending with none', () => {
  assert.equal(newScheduleState(3), 'NEW');
  assert.equal(newScheduleState(0), 'APPROVAL_WAITLIST_PENDING');
  assert.equal(newScheduleState(0, false), 'NEW');
});
