import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EnquiryFormValues } from './form-values';
import { emptyChild, formPathForInputPath, initialValues, toSubmitApplicationInput, withCenter } from './form';

const center = { id: 'c1', name: 'Maple Grove Lincoln Park' };

function filled(): EnquiryFormValues {
  return {
    ...initialValues({ businessId: 'b1', selectedCenter: center }),
    firstName: ' Ada ',
    lastName: 'Lovelace ',
    email: ' ada@example.com ',
    phoneNumber: { number: ' (202) 555-0123 ', type: 'Work' },
    familyReceivesSubsidy: false,
    selectedProgramGroup: ['g1'],
    cwaConsent: true,
    children: [
      {
        key: 'k1',
        firstName: 'Byron',
        lastName: 'Lovelace',
        dateOfBirth: '2023-04-05',
        programSchedules: [
          {
            programId: 'p1',
            programName: 'Toddler Room',
            className: 'Koalas',
            careType: 'LDC',
            feeId: 'f1',
            availablePlaces: 3,
            cycleType: 'Weekly',
            days: [
              { dayOfWeek: 'MONDAY', week: 'WEEK1' },
              { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
            ],
            startDate: '2026-09-01',
            isEarlyBirdSignUp: true,
          },
          {
            programId: 'p2',
            programName: 'Drop-in',
            careType: 'NON',
            availablePlaces: 0,
            cycleType: 'Casual',
            days: [],
            startDate: '2026-09-02',
          },
        ],
      },
    ],
  };
}

test('a fresh form starts with one empty child and no consent', () => {
  const values = initialValues({ businessId: 'b1' });
  assert.equal(values.children.length, 1);
  assert.deepEqual({ ...values.children[0], key: 'x' }, { ...emptyChild('x') });
  assert.equal(values.cwaConsent, false);
  assert.deepEqual(values.selectedProgramGroup, []);
  assert.equal('selectedCenter' in values, false);
  assert.equal('createdBy' in values, false);
  assert.equal(initialValues({ businessId: 'b1', createdBy: 's1' }).createdBy, 's1');
  assert.notEqual(emptyChild().key, emptyChild().key);
});

test('the submit input splits the phone, drops program groups and child keys, and maps schedules', () => {
  const input = toSubmitApplicationInput(filled(), { idempotencyKey: 'key-12345678', linkCode: 'abc' });
  assert.deepEqual(input, {
    idempotencyKey: 'key-12345678',
    businessId: 'b1',
    selectedCenter: { id: 'c1' },
    linkCode: 'abc',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: { number: '(202) 555-0123', type: 'Work' },
    familyReceivesSubsidy: false,
    cwaConsent: true,
    children: [
      {
        firstName: 'Byron',
        lastName: 'Lovelace',
        dateOfBirth: '2023-04-05',
        programSchedules: [
          {
            programId: 'p1',
            careType: 'LDC',
            days: [
              { dayOfWeek: 'MONDAY', week: 'WEEK1' },
              { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
            ],
            startDate: '2026-09-01',
            cycleType: 'Weekly',
          },
          { programId: 'p2', careType: 'NON', days: [], startDate: '2026-09-02', cycleType: 'Casual' },
        ],
      },
    ],
  });
  assert.equal('selectedProgramGroup' in input, false);
});

test('the staff id becomes createdBy; no link code and an unasked subsidy question are left out', () => {
  const values = { ...filled(), familyReceivesSubsidy: undefined };
  const input = toSubmitApplicationInput(values, { idempotencyKey: 'key-12345678', staffId: 'staff-1' });
  assert.equal(input.createdBy, 'staff-1');
  assert.equal('linkCode' in input, false);
  assert.equal('familyReceivesSubsidy' in input, false);
  const byValues = toSubmitApplicationInput({ ...values, createdBy: 'staff-2' }, { idempotencyKey: 'key-12345678' });
  assert.equal(byValues.createdBy, 'staff-2');
});

test('a casual schedule never sends days', () => {
  const values = filled();
  const child = values.children[0];
  assert.ok(child);
  child.programSchedules = [{ ...child.programSchedules[1]!, days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }] }];
  const input = toSubmitApplicationInput(values, { idempotencyKey: 'key-12345678' });
  assert.deepEqual(input.children[0]?.programSchedules[0]?.days, []);
});

test('refuses to build an input without a centre or a phone type (validation runs first)', () => {
  assert.throws(() => toSubmitApplicationInput({ ...filled(), selectedCenter: undefined }, { idempotencyKey: 'k' }));
  assert.throws(() => toSubmitApplicationInput({ ...filled(), phoneNumber: { number: '1' } }, { idempotencyKey: 'k' }));
});

test('a new centre keeps the family but drops schedules, groups and consent; the same centre keeps them', () => {
  const values = filled();
  const same = withCenter(values, { ...center, name: 'Renamed' });
  assert.equal(same.children[0]?.programSchedules.length, 2);
  assert.equal(same.selectedCenter?.name, 'Renamed');
  const other = withCenter(values, { id: 'c2', name: 'Cherry Creek' });
  assert.equal(other.firstName, values.firstName);
  assert.equal(other.children[0]?.firstName, 'Byron');
  assert.deepEqual(other.children[0]?.programSchedules, []);
  assert.deepEqual(other.selectedProgramGroup, []);
  assert.equal(other.cwaConsent, false);
});

test('server error paths land on the same form field, or on the form when there is no field', () => {
  assert.equal(formPathForInputPath('children.1.dateOfBirth'), 'children.1.dateOfBirth');
  assert.equal(formPathForInputPath('phoneNumber.number'), 'phoneNumber.number');
  assert.equal(formPathForInputPath('selectedCenter.id'), '');
  assert.equal(formPathForInputPath('idempotencyKey'), '');
});
