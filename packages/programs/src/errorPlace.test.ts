/// <reference types="node" />
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { choiceErrorPlace } from './errorPlace';
import type { ProgramChoiceValues, ProgramScheduleValues } from './values';

const schedule = (programName: string) => ({ programId: 'p', programName }) as ProgramScheduleValues;
const values: ProgramChoiceValues = {
  businessId: 'b',
  children: [
    {
      key: 'a',
      firstName: 'Ava',
      lastName: 'Smith',
      dateOfBirth: '2023-04-02',
      programSchedules: [schedule('Toddler Room'), schedule('Drop-in Play Mornings')],
    },
    { key: 'b', firstName: '', lastName: '', dateOfBirth: '', programSchedules: [] },
  ],
  selectedProgramGroup: [],
  cwaConsent: true,
};

test("a schedule's error names the child and that schedule's program", () => {
  assert.equal(choiceErrorPlace('children.0.programSchedules.1.cycleType', values), 'Ava Smith, Drop-in Play Mornings');
  assert.equal(choiceErrorPlace('children.0.programSchedules.0.days', values), 'Ava Smith, Toddler Room');
});

test("a child's own field names the child; paths outside the children, or unnamed, name nothing", () => {
  assert.equal(choiceErrorPlace('children.0.dateOfBirth', values), 'Ava Smith');
  assert.equal(choiceErrorPlace('children.1.firstName', values), undefined);
  assert.equal(choiceErrorPlace('children.7.firstName', values), undefined);
  assert.equal(choiceErrorPlace('familyReceivesSubsidy', values), undefined);
  assert.equal(choiceErrorPlace('', values), undefined);
});
