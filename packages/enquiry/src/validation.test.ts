import { test } from 'node:test';
import assert from 'node:assert/strict';
import { phoneRulesFor } from '@cc/core/phone';
import type { EnquiryFormValues } from './form-values';
import { emptyChild, initialValues } from './form';
import { isChildComplete, validateChildren, validateRegister } from './validation';

const today = '2026-03-10';
const phone = phoneRulesFor('US');

function parent(overrides: Partial<EnquiryFormValues> = {}): EnquiryFormValues {
  return {
    ...initialValues({ businessId: 'b1' }),
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: { number: '(202) 555-0123', type: 'Mobile' },
    ...overrides,
  };
}

const child = (key: string, firstName: string, lastName: string, dateOfBirth: string) => ({
  ...emptyChild(key),
  firstName,
  lastName,
  dateOfBirth,
});

test('a complete parent passes; the subsidy answer is needed only when the centre asks', () => {
  assert.deepEqual(validateRegister(parent(), { askSubsidy: false, phone }), []);
  assert.deepEqual(validateRegister(parent(), { askSubsidy: true, phone }), [
    { path: 'familyReceivesSubsidy', key: 'required' },
  ]);
  assert.deepEqual(validateRegister(parent({ familyReceivesSubsidy: false }), { askSubsidy: true, phone }), []);
});

test('blank names, a bad email and a bad phone get the spec keys at their paths', () => {
  const errors = validateRegister(
    parent({ firstName: '  ', lastName: '', email: 'ada@@example.com', phoneNumber: { number: '123' } }),
    { askSubsidy: false, phone },
  );
  assert.deepEqual(errors, [
    { path: 'firstName', key: 'required' },
    { path: 'lastName', key: 'required' },
    { path: 'email', key: 'email-invalid' },
    { path: 'phoneNumber.number', key: 'phone-invalid' },
    { path: 'phoneNumber.type', key: 'phone-type-required' },
  ]);
  assert.deepEqual(validateRegister(parent({ email: ' ' }), { askSubsidy: false, phone }), [
    { path: 'email', key: 'required' },
  ]);
});

test('the children list needs at least one entry', () => {
  assert.deepEqual(validateChildren(parent({ children: [] }), { today }), [{ path: 'children', key: 'required-list' }]);
});

test('each child needs names and a real date of birth that is not in the future', () => {
  const values = parent({
    children: [
      child('a', '', 'Lee', '2026-03-11'),
      child('b', 'Mia', ' ', '2025-02-29'),
      child('c', 'Ok', 'Kid', today),
    ],
  });
  assert.deepEqual(validateChildren(values, { today }), [
    { path: 'children.0.firstName', key: 'required' },
    { path: 'children.0.dateOfBirth', key: 'date-of-birth-in-future' },
    { path: 'children.1.lastName', key: 'required' },
    { path: 'children.1.dateOfBirth', key: 'date-invalid' },
  ]);
});

test('the same child twice is flagged on the second entry', () => {
  const values = parent({
    children: [child('a', 'Ava', 'Lee', '2024-01-02'), child('b', ' ava ', 'LEE', '2024-01-02')],
  });
  assert.deepEqual(validateChildren(values, { today }), [
    { path: 'children.1.firstName', key: 'child-already-added', values: { name: 'ava LEE' } },
  ]);
});

test('a child the business already knows blocks the page with its name', () => {
  const values = parent({ children: [child('a', 'Ava', 'Lee', '2024-01-02'), child('b', 'Max', 'Lee', '2022-05-06')] });
  assert.deepEqual(validateChildren(values, { today, knownChildKeys: new Set(['b']) }), [
    { path: 'children.1.known', key: 'enquiry.children.knownChild', values: { name: 'Max Lee' } },
  ]);
});

test('an entry is complete when both names and a valid past date of birth are there', () => {
  assert.equal(isChildComplete(child('a', 'Ava', 'Lee', '2024-01-02'), today), true);
  assert.equal(isChildComplete(child('a', 'Ava', '', '2024-01-02'), today), false);
  assert.equal(isChildComplete(child('a', 'Ava', 'Lee', '2027-01-02'), today), false);
});
