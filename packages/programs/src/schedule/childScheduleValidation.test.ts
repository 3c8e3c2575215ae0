/// <reference types="node" />
// The programs project typechecks for the browser (types: []); this Node test brings node:test types itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildValues, ProgramChoiceValues, ProgramScheduleValues } from '../values';
import { validateChildSchedulePage } from './childScheduleValidation';
import { programFixture } from './program.fixture';

const today = '2030-03-01';
const program = programFixture({ id: 'p1', minEnrolmentDays: 2, maxEnrolmentDays: 3, endDate: '2030-12-20' });
const future = programFixture({ id: 'p2', startDate: '2030-09-02' });

const schedule = (overrides: Partial<ProgramScheduleValues> = {}): ProgramScheduleValues => ({
  programId: 'p1',
  programName: 'Toddlers',
  careType: 'LDC',
  availablePlaces: 2,
  cycleType: 'Weekly',
  days: [
    { dayOfWeek: 'MONDAY', week: 'WEEK1' },
    { dayOfWeek: 'TUESDAY', week: 'WEEK1' },
  ],
  startDate: '2030-04-01',
  ...overrides,
});

const child = (firstName: string, schedules: ProgramScheduleValues[]): ChildValues => ({
  key: firstName,
  firstName,
  lastName: 'Lee',
  dateOfBirth: '2027-01-01',
  programSchedules: schedules,
});

function form(children: ChildValues[], cwaConsent = false): ProgramChoiceValues {
  return {
    businessId: 'b',
    children,
    selectedProgramGroup: [],
    cwaConsent,
  };
}

const keys = (errors: { path: string; key: string }[]) => errors.map((error) => `${error.path}:${error.key}`);

test("each child needs at least one program, named in the error; only this page's child is checked", () => {
  const values = form([child('Ava', []), child('Ben', [])]);
  assert.deepEqual(validateChildSchedulePage(values, 0, { today, programs: [program] }), [
    { path: 'children.0.programSchedules', key: 'at-least-one-program', values: { child: 'Ava Lee' } },
  ]);
});

test("a valid schedule passes; consent is asked only on the last child's page", () => {
  const values = form([child('Ava', [schedule()]), child('Ben', [schedule()])]);
  assert.deepEqual(validateChildSchedulePage(values, 0, { today, programs: [program] }), []);
  assert.deepEqual(keys(validateChildSchedulePage(values, 1, { today, programs: [program] })), ['cwaConsent:required']);
  assert.deepEqual(validateChildSchedulePage({ ...values, cwaConsent: true }, 1, { today, programs: [program] }), []);
});

test('the start date must be given and lie between today and the program end', () => {
  const check = (startDate: string) =>
    keys(
      validateChildSchedulePage(form([child('Ava', [schedule({ startDate })])], true), 0, {
        today,
        programs: [program],
      }),
    );
  assert.deepEqual(check(''), ['children.0.programSchedules.0.startDate:required']);
  assert.deepEqual(check('2030-02-28'), ['children.0.programSchedules.0.startDate:schedule-start-date-before-today']);
  assert.deepEqual(check('2031-01-05'), [
    'children.0.programSchedules.0.startDate:schedule-start-date-after-program-end',
  ]);
});

test('a program starting in the future must start on its first day', () => {
  const values = form([child('Ava', [schedule({ programId: 'p2', startDate: '2030-04-01' })])], true);
  assert.deepEqual(validateChildSchedulePage(values, 0, { today, programs: [future] }), [
    {
      path: 'children.0.programSchedules.0.startDate',
      key: 'schedule-start-date-not-program-start',
      values: { date: '2030-09-02' },
    },
  ]);
});

test('the day count must fit the program; a weekly schedule needs a day; casual needs none', () => {
  const one = schedule({ days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }] });
  const values = form(
    [
      child('Ava', [
        one,
        schedule({ programId: 'p3', days: [] }),
        schedule({ programId: 'p4', cycleType: 'Casual', days: [] }),
      ]),
    ],
    true,
  );
  assert.deepEqual(validateChildSchedulePage(values, 0, { today, programs: [program] }), [
    { path: 'children.0.programSchedules.0.days', key: 'child-schedule-minimum-selection', values: { min: 2, max: 3 } },
    { path: 'children.0.programSchedules.1.days', key: 'child-schedule-at-least-one-day' },
  ]);
});

test('without the programs given, the limits saved with the schedule apply', () => {
  const values = form(
    [child('Ava', [schedule({ programId: 'remembered', minEnrolmentDays: 3, maxEnrolmentDays: 3 })])],
    true,
  );
  assert.deepEqual(validateChildSchedulePage(values, 0, { today }), [
    { path: 'children.0.programSchedules.0.days', key: 'child-schedule-days-selection', values: { count: 3 } },
  ]);
});
