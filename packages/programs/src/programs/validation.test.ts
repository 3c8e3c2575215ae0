import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildValues, ProgramChoiceValues } from '../values';
import { programsInitialPage, validateProgramGroupPage, validateProgramListPage } from './validation';

const child = (firstName: string, programIds: string[] = []): ChildValues => ({
  key: firstName,
  firstName,
  lastName: 'Lee',
  dateOfBirth: '2027-01-01',
  programSchedules: programIds.map((programId) => ({
    programId,
    programName: programId,
    careType: 'LDC',
    availablePlaces: 2,
    cycleType: 'Casual',
    days: [],
    startDate: '2030-01-01',
  })),
});

const values = (overrides: Partial<ProgramChoiceValues> = {}): ProgramChoiceValues => ({
  businessId: 'b1',
  children: [child('Ava'), child('Ben')],
  selectedProgramGroup: [],
  cwaConsent: false,
  ...overrides,
});

test('the group page needs at least one program group', () => {
  assert.deepEqual(validateProgramGroupPage(values()), [
    { path: 'selectedProgramGroup', key: 'at-least-one-program-group' },
  ]);
  assert.deepEqual(validateProgramGroupPage(values({ selectedProgramGroup: ['g1'] })), []);
});

test('the list page needs a program for each child, named, and the care agreement consent', () => {
  assert.deepEqual(validateProgramListPage(values({ children: [child('Ava', ['p1']), child('Ben')] })), [
    { path: 'children.1.programSchedules', key: 'at-least-one-program', values: { child: 'Ben Lee' } },
    { path: 'cwaConsent', key: 'required' },
  ]);
  assert.deepEqual(
    validateProgramListPage(values({ children: [child('Ava', ['p1']), child('Ben', ['p2'])], cwaConsent: true })),
    [],
  );
});

test('the step opens on the group page unless a child already has schedules; without groups on the list', () => {
  assert.equal(programsInitialPage(values()), 0);
  assert.equal(programsInitialPage(values({ children: [child('Ava'), child('Ben', ['p1'])] })), 1);
  assert.equal(programsInitialPage(values({ children: [child('Ava', ['p1'])] }), false), 0);
});
