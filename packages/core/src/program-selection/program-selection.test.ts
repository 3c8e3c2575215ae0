import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  noProgramAvailable,
  validateChildrenHavePrograms,
  validateProgramGroupSelection,
  validateProgramModal,
} from './program-selection';
import { backProgramSubStep, initialProgramSubStep, nextProgramSubStep } from './sub-step';
import { splitChildrenByProgramAvailability } from './availability-split';
import { FLOW_TYPES } from '../domain/enums';

const program = { startDate: '2030-01-01', endDate: '2030-12-31', minDays: 2, maxDays: 3 };
const today = '2030-02-01';

test('the program modal needs at least one child selected', () => {
  assert.deepEqual(validateProgramModal([], {}, program, today), [{ path: 'children', key: 'at-least-one-child' }]);
});

test('each selected child needs a start date and a day count in range', () => {
  const errors = validateProgramModal(
    ['ava', 'ben'],
    {
      ava: { cycleType: 'Weekly', startDate: '2030-02-03', days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }] },
      ben: {
        cycleType: 'Weekly',
        days: [
          { dayOfWeek: 'MONDAY', week: 'WEEK1' },
          { dayOfWeek: 'TUESDAY', week: 'WEEK1' },
        ],
      },
    },
    program,
    today,
  );
  assert.deepEqual(errors, [
    { path: 'schedules.ava.days', key: 'child-schedule-minimum-selection', values: { min: 2, max: 3 } },
    { path: 'schedules.ben.startDate', key: 'required' },
  ]);
});

test('a casual schedule with a start date passes without days', () => {
  assert.deepEqual(
    validateProgramModal(['ava'], { ava: { cycleType: 'Casual', startDate: today, days: [] } }, program, today),
    [],
  );
});

test('each child needs at least one program, named in the error', () => {
  const errors = validateChildrenHavePrograms([
    { firstName: 'Ava', lastName: 'Lee', programSchedules: [{}] },
    { firstName: 'Ben', lastName: 'Lee', programSchedules: [] },
    { firstName: 'Cal', lastName: 'Lee' },
  ]);
  assert.deepEqual(errors, [
    { path: 'children.1.programSchedules', key: 'at-least-one-program', values: { child: 'Ben Lee' } },
    { path: 'children.2.programSchedules', key: 'at-least-one-program', values: { child: 'Cal Lee' } },
  ]);
});

test('a program group must be chosen', () => {
  assert.deepEqual(validateProgramGroupSelection([]), [
    { path: 'selectedProgramGroup', key: 'at-least-one-program-group' },
  ]);
  assert.deepEqual(validateProgramGroupSelection(undefined)[0]?.key, 'at-least-one-program-group');
  assert.deepEqual(validateProgramGroupSelection(['g1']), []);
});

test('no program available names the child, or falls back to the generic key', () => {
  assert.deepEqual(noProgramAvailable({ firstName: 'Ava', lastName: 'Lee' }), {
    path: 'programs',
    key: 'no-program-available',
    values: { firstName: 'Ava', lastName: 'Lee' },
  });
  assert.deepEqual(noProgramAvailable(), { path: 'programs', key: 'no-program-available-generic' });
});

test('sub-steps start at program when a child already has schedules, else at group', () => {
  assert.equal(initialProgramSubStep(true, [{ programSchedules: [] }, { programSchedules: [{}] }]), 'program');
  assert.equal(initialProgramSubStep(true, [{ programSchedules: [] }, {}]), 'group');
  assert.equal(initialProgramSubStep(false, []), 'program');
});

test('Next moves group to program and Back program to group, only when groups are enabled', () => {
  assert.equal(nextProgramSubStep('group', true), 'program');
  assert.equal(nextProgramSubStep('program', true), 'leave');
  assert.equal(backProgramSubStep('program', true), 'group');
  assert.equal(backProgramSubStep('group', true), 'leave');
  assert.equal(backProgramSubStep('program', false), 'leave');
});

const children = [
  { id: 'c1', firstName: 'Ava', lastName: 'Lee' },
  { id: 'Ben Lee', firstName: 'Ben', lastName: 'Lee' },
  { id: 'c3', firstName: 'Cal', lastName: 'Lee' },
];
const rows = [{ childId: 'c1' }, { fullName: 'Ben$Lee' }];

test('the offer-enrolment flow lists all children without a program check', () => {
  assert.deepEqual(splitChildrenByProgramAvailability('INQUIRE_OFFER_ENROLLMENT', children, []), {
    available: children,
    unavailable: [],
  });
});

test('the two program flows split children by program availability (by id, or by first$last for new children)', () => {
  for (const flow of ['INQUIRE_PROGRAM_ENROLLMENT_APPROVE', 'INQUIRE_PROGRAM_FORM_PAY_APPROVE'] as const) {
    const split = splitChildrenByProgramAvailability(flow, children, rows);
    assert.deepEqual(
      split.available.map((child) => child.firstName),
      ['Ava', 'Ben'],
    );
    assert.deepEqual(
      split.unavailable.map((child) => child.firstName),
      ['Cal'],
    );
  }
});

test('property: the split keeps every child exactly once', () => {
  const child = fc.record({
    id: fc.option(fc.string(), { nil: undefined }),
    firstName: fc.string(),
    lastName: fc.string(),
  });
  const row = fc.record({
    childId: fc.option(fc.string(), { nil: undefined }),
    fullName: fc.option(fc.string(), { nil: undefined }),
  });
  fc.assert(
    fc.property(fc.constantFrom(...FLOW_TYPES), fc.array(child), fc.array(row), (flow, kids, programs) => {
      const split = splitChildrenByProgramAvailability(flow, kids, programs);
      assert.equal(split.available.length + split.unavailable.length, kids.length);
      for (const kid of kids) assert.ok(split.available.includes(kid) !== split.unavailable.includes(kid));
    }),
  );
});
