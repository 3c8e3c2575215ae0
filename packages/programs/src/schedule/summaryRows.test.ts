/// <reference types="node" />
// The programs project typechecks for the browser (types: []); this Node test brings node:test types itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { estimateTotal, money, type ScheduleDay, type Weekday } from '@cc/core';
import type { ProgramScheduleValues } from '../values';
import { programFixture } from './program.fixture';
import { summaryCurrency, summaryFigures, type SummaryRow } from './summaryRows';

const daily = programFixture({ id: 'daily', programName: 'Toddlers' }, { feeAmount: 8000, feeType: 'Daily' });
const weeklyFee = programFixture({ id: 'weekly', programName: 'Preschool' }, { feeAmount: 30000, feeType: 'Weekly' });
const programs = [daily, weeklyFee];

const days = (week: 'WEEK1' | 'WEEK2', ...names: Weekday[]): ScheduleDay[] =>
  names.map((dayOfWeek) => ({ dayOfWeek, week }));

function schedule(programId: string, cycleType: ProgramScheduleValues['cycleType'], chosen: ScheduleDay[]) {
  return {
    programId,
    programName: programId,
    careType: 'LDC',
    availablePlaces: 3,
    cycleType,
    days: chosen,
    startDate: '2030-04-01',
  } satisfies ProgramScheduleValues;
}

const cents = (row: SummaryRow | undefined) =>
  row?.kind === 'days' ? row.days.map((day) => (day.enrolled ? (day.estimate?.cents ?? null) : '-')) : row;

test('a daily fee is the estimate of each enrolled day; the weekly total is fee times days', () => {
  const figures = summaryFigures(
    [schedule('daily', 'Weekly', days('WEEK1', 'MONDAY', 'WEDNESDAY', 'FRIDAY'))],
    programs,
    'USD',
  );
  assert.deepEqual(cents(figures.rows[0]), [8000, '-', 8000, '-', 8000]);
  assert.deepEqual(figures.total, { period: 'weekly', amount: money(24000, 'USD') });
});

test('a weekly fee is split over the enrolled days (rounded to the cent) and is itself the weekly total', () => {
  const figures = summaryFigures(
    [schedule('weekly', 'Weekly', days('WEEK1', 'MONDAY', 'TUESDAY', 'THURSDAY'))],
    [programFixture({ id: 'weekly' }, { feeAmount: 10000, feeType: 'Weekly' })],
    'AUD',
  );
  assert.deepEqual(cents(figures.rows[0]), [3333, 3333, '-', 3333, '-']);
  assert.deepEqual(figures.total, { period: 'weekly', amount: money(10000, 'AUD') });
});

test('a casual schedule shows its fee per session and hides the weekly total', () => {
  const figures = summaryFigures(
    [schedule('daily', 'Weekly', days('WEEK1', 'MONDAY')), schedule('weekly', 'Casual', [])],
    programs,
    'USD',
  );
  assert.deepEqual(figures.rows[1], {
    kind: 'casual',
    programId: 'weekly',
    programName: 'weekly',
    perSession: money(30000, 'USD'),
  });
  assert.equal(figures.total, undefined);
});

test('a biweekly schedule has a row per week and a biweekly total; a weekly one beside it counts twice', () => {
  const biweekly = schedule('daily', 'Biweekly', [...days('WEEK1', 'MONDAY', 'TUESDAY'), ...days('WEEK2', 'FRIDAY')]);
  const figures = summaryFigures([biweekly, schedule('weekly', 'Weekly', days('WEEK1', 'MONDAY'))], programs, 'USD');
  assert.deepEqual(
    figures.rows.map((row) => (row.kind === 'days' ? `${row.programId}:${row.week}:${row.showWeek}` : row.kind)),
    ['daily:WEEK1:true', 'daily:WEEK2:true', 'weekly:WEEK1:false'],
  );
  assert.deepEqual(cents(figures.rows[1]), ['-', '-', '-', '-', 8000]);
  // 3 days of $80 over the fortnight, plus a $300 weekly fee twice.
  assert.deepEqual(figures.total, { period: 'biweekly', amount: money(24000 + 60000, 'USD') });
});

test("with the same days in both weeks, the biweekly total is core's doubled weekly estimate", () => {
  const both = [...days('WEEK1', 'MONDAY', 'TUESDAY'), ...days('WEEK2', 'MONDAY', 'TUESDAY')];
  const figures = summaryFigures([schedule('daily', 'Biweekly', both)], programs, 'USD');
  const core = estimateTotal(
    [{ feeAmount: money(8000, 'USD'), feeType: 'Daily', cycleType: 'Biweekly', numberOfDays: 2 }],
    'USD',
  );
  assert.deepEqual(figures.total?.amount, core);
});

test('without the program (not loaded) the days show but nothing is priced', () => {
  const figures = summaryFigures([schedule('gone', 'Weekly', days('WEEK1', 'MONDAY'))], programs, 'USD');
  assert.deepEqual(cents(figures.rows[0]), [null, '-', '-', '-', '-']);
  assert.equal(figures.total, undefined);
});

test("an unknown currency falls back to the region's", () => {
  assert.equal(summaryCurrency('AUD', 'US'), 'AUD');
  assert.equal(summaryCurrency('EUR', 'AU'), 'AUD');
  assert.equal(summaryCurrency('', 'US'), 'USD');
});
