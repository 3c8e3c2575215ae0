import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shareFirstSchedule, isDifferentSchedulesToggleShown } from './shared-schedule';
import { scheduleAction, scheduleSelectionReducer, savedSchedule, UNSELECTED } from './selection-state';
import {
  initialStartDate,
  isProgramStartingInFuture,
  isStartDateDisabled,
  startDateRule,
  validateStartDate,
} from './start-date';
import type { ScheduleDraft } from './schedule-types';

const mondays: ScheduleDraft = {
  cycleType: 'Weekly',
  days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }],
  startDate: '2030-01-07',
};
const fridays: ScheduleDraft = { cycleType: 'Weekly', days: [{ dayOfWeek: 'FRIDAY', week: 'WEEK1' }] };

test('a future program fixes the start date to its first day', () => {
  const program = { startDate: '2030-09-01', endDate: '2031-06-30' };
  assert.equal(isProgramStartingInFuture(program, '2030-05-01'), true);
  assert.deepEqual(startDateRule(program, '2030-05-01'), { kind: 'fixed', date: '2030-09-01' });
  assert.equal(initialStartDate(program, '2030-05-01'), '2030-09-01');
  assert.equal(isStartDateDisabled('2030-09-02', startDateRule(program, '2030-05-01')), true);
  assert.deepEqual(validateStartDate('2030-09-02', program, '2030-05-01'), [
    { path: 'startDate', key: 'schedule-start-date-not-program-start', values: { date: '2030-09-01' } },
  ]);
});

test('a running program allows dates from today to its end', () => {
  const program = { startDate: '2030-01-01', endDate: '2030-06-30' };
  const today = '2030-03-15';
  assert.equal(initialStartDate(program, today), undefined);
  assert.deepEqual(validateStartDate('2030-03-15', program, today), []);
  assert.deepEqual(validateStartDate('2030-03-14', program, today), [
    { path: 'startDate', key: 'schedule-start-date-before-today' },
  ]);
  assert.deepEqual(validateStartDate('2030-07-01', program, today), [
    { path: 'startDate', key: 'schedule-start-date-after-program-end', values: { date: '2030-06-30' } },
  ]);
});

test('each selected child needs a start date, written YYYY-MM-DD', () => {
  const program = { startDate: '2030-01-01' };
  assert.deepEqual(validateStartDate(undefined, program, '2030-02-01'), [{ path: 'startDate', key: 'required' }]);
  assert.deepEqual(validateStartDate('02-15-2030', program, '2030-02-01'), [
    { path: 'startDate', key: 'schedule-start-date-invalid' },
  ]);
  assert.deepEqual(validateStartDate('2030-02-30', program, '2030-02-01'), [
    { path: 'startDate', key: 'schedule-start-date-invalid' },
  ]);
});

test('turning off different schedules copies the first selected child schedule to all selected children', () => {
  const shared = shareFirstSchedule({ ava: mondays, ben: fridays, cal: fridays }, ['ava', 'ben']);
  assert.deepEqual(shared.ben, mondays);
  assert.deepEqual(shared.cal, fridays, 'an unselected child keeps its own schedule');
  shared.ben?.days.push({ dayOfWeek: 'TUESDAY', week: 'WEEK1' });
  assert.deepEqual(shared.ava, mondays, 'the copies are independent');
  assert.equal(isDifferentSchedulesToggleShown(['ava']), false);
  assert.equal(isDifferentSchedulesToggleShown(['ava', 'ben']), true);
});

test('schedule selection: unselected, pending, then Select marks it finished', () => {
  assert.equal(scheduleAction(UNSELECTED), 'select');
  const pending = scheduleSelectionReducer(UNSELECTED, { type: 'edit', draft: mondays });
  assert.equal(pending.status, 'pending');
  assert.equal(savedSchedule(pending), undefined);
  const finished = scheduleSelectionReducer(pending, { type: 'select' });
  assert.deepEqual(finished, { status: 'finished', saved: mondays });
  assert.equal(scheduleAction(finished), 'deselect');
  assert.deepEqual(scheduleSelectionReducer(finished, { type: 'deselect' }), UNSELECTED);
});

test('closing without choosing removes a pending schedule or restores the snapshot', () => {
  const pending = scheduleSelectionReducer(UNSELECTED, { type: 'edit', draft: mondays });
  assert.deepEqual(scheduleSelectionReducer(pending, { type: 'close' }), UNSELECTED);
  const finished = scheduleSelectionReducer(pending, { type: 'select' });
  const edited = scheduleSelectionReducer(finished, { type: 'edit', draft: fridays });
  assert.deepEqual(scheduleSelectionReducer(edited, { type: 'close' }), { status: 'finished', saved: mondays });
});

test('Update appears when the days differ from the saved snapshot', () => {
  const finished = scheduleSelectionReducer(scheduleSelectionReducer(UNSELECTED, { type: 'edit', draft: mondays }), {
    type: 'select',
  });
  const changed = scheduleSelectionReducer(finished, { type: 'edit', draft: fridays });
  assert.equal(scheduleAction(changed), 'update');
  const back = scheduleSelectionReducer(changed, { type: 'edit', draft: { ...mondays, startDate: '2030-02-04' } });
  assert.equal(scheduleAction(back), 'deselect');
  assert.deepEqual(scheduleSelectionReducer(changed, { type: 'select' }), { status: 'finished', saved: fridays });
});
