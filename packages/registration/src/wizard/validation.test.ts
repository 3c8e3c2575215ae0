/// <reference types="node" />
// The registration's step rules as a family meets them: the spec's keys (translated by the catalogue) at the paths
// the steps show them, and the mapping of the form to submitRegistrationSubmission's input and of its errors back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PhoneRules } from '@cc/ui';
import { formPathFor, initialValues, toSubmissionInput } from './form';
import type { RegistrationFormValues } from './form-values';
import { hasPlaceFor, validateChildPrograms, validateChildren, validateInformation } from './validation';

// The phone rules load apart (libphonenumber); these tests are about the form's own rules, so every phone passes.
const phone = { phoneErrors: () => [] } as unknown as PhoneRules;
const context = { region: 'US' as const, today: '2026-11-26', askSubsidy: false, phone };

const child = (key: string, firstName: string, programIds: string[] = [], externalId?: string) => ({
  key,
  externalId,
  firstName,
  lastName: 'Rivera',
  dateOfBirth: '2022-05-01',
  programIds,
});
const values = (over: Partial<RegistrationFormValues> = {}): RegistrationFormValues => ({
  ...initialValues('maria@example.com'),
  firstName: 'Maria',
  lastName: 'Rivera',
  phoneNumber: { number: '2025550143', type: 'Mobile' },
  ...over,
});

test('Your Information needs both names, a valid email, and the subsidy answer only when the registration asks', () => {
  assert.deepEqual(validateInformation(values(), context), []);
  const blank = validateInformation(values({ firstName: ' ', email: 'not-an-email' }), context);
  assert.deepEqual(
    blank.map((e) => e.path),
    ['firstName', 'email'],
  );
  assert.deepEqual(validateInformation(values(), { ...context, askSubsidy: true }), [
    { path: 'familyReceivesSubsidy', key: 'required' },
  ]);
  assert.deepEqual(validateInformation(values({ familyReceivesSubsidy: false }), { ...context, askSubsidy: true }), []);
});

test('no child at all: "Must add at least one child"; children but none ticked: "Please select at least one child"', () => {
  assert.deepEqual(validateChildren(values()), [{ path: 'selectedChildKeys', key: 'registration-no-child' }]);
  assert.deepEqual(validateChildren(values({ children: [child('a', 'Ava')] })), [
    { path: 'selectedChildKeys', key: 'registration-no-child-selected' },
  ]);
  assert.deepEqual(validateChildren(values({ children: [child('a', 'Ava')], selectedChildKeys: ['a'] })), []);
});

test('each chosen child needs a program open to it; none open to anyone is the spec\'s "no open registrations"', () => {
  const form = values({ children: [child('a', 'Ava'), child('b', 'Leo', ['camp'])], selectedChildKeys: ['a', 'b'] });
  const programs = { a: [{ id: 'camp', availablePlaces: 3 }], b: [{ id: 'camp', availablePlaces: 3 }] };
  assert.deepEqual(validateChildPrograms(form, 0, { ...context, programsByChild: programs }), [
    { path: 'children.0.programIds', key: 'registration-pick-program', values: { child: 'Ava Rivera' } },
  ]);
  assert.deepEqual(validateChildPrograms(form, 1, { ...context, programsByChild: programs }), []);
  // A program picked earlier that is no longer open to the child does not count.
  assert.equal(
    validateChildPrograms(form, 1, { ...context, programsByChild: { a: [], b: [] } })[0]?.key,
    'registration-no-programs',
  );
  assert.equal(validateChildPrograms(form, 0, context)[0]?.key, 'registration-programs-loading');
});

test('the badge: a place for each child in the order they were ticked, while places last', () => {
  const form = values({
    children: [child('a', 'Ava', ['art']), child('b', 'Leo', ['art'])],
    selectedChildKeys: ['b', 'a'],
  });
  const art = { id: 'art', availablePlaces: 1 };
  assert.equal(hasPlaceFor(form, 'b', art), true);
  assert.equal(hasPlaceFor(form, 'a', art), false);
});

test('the input lists the chosen children in order: existing ones by externalId, new ones as new', () => {
  const form = values({
    children: [child('kid-1', 'Ava', ['camp'], 'kid-1'), child('new-x', 'Leo', ['swim']), child('new-y', 'Mia')],
    selectedChildKeys: ['new-x', 'kid-1'],
  });
  const input = toSubmissionInput(form, 'key-123', 'person-1', false);
  assert.equal(input.idempotencyKey, 'key-123');
  assert.equal(input.personId, 'person-1');
  assert.equal(input.familyReceivesSubsidy, null);
  assert.deepEqual(
    input.children.map((c) => [c.firstName, c.isNew, c.externalId, c.registrationProgramIds]),
    [
      ['Leo', true, null, ['swim']],
      ['Ava', false, 'kid-1', ['camp']],
    ],
  );
  assert.equal(
    toSubmissionInput({ ...form, familyReceivesSubsidy: true }, 'k', undefined, true).familyReceivesSubsidy,
    true,
  );
});

test("the server's error paths land on the fields that show them", () => {
  const form = values({
    children: [child('kid-1', 'Ava', [], 'kid-1'), child('new-x', 'Leo')],
    selectedChildKeys: ['new-x', 'kid-1'],
  });
  assert.equal(formPathFor(form, 'children.1.registrationProgramIds'), 'children.0.programIds');
  assert.equal(formPathFor(form, 'children.0.registrationProgramIds.0'), 'children.1.programIds');
  assert.equal(formPathFor(form, 'children.0.externalId'), 'selectedChildKeys');
  assert.equal(formPathFor(form, 'children'), 'selectedChildKeys');
  assert.equal(formPathFor(form, 'phoneNumber'), 'phoneNumber.number');
  assert.equal(formPathFor(form, 'phoneNumberType'), 'phoneNumber.type');
  assert.equal(formPathFor(form, 'registrationId'), '');
  assert.equal(formPathFor(form, 'email'), 'email');
});
