/// <reference types="node" />
// The re-enrolment's step rules as a family meets them: the spec's keys (translated by the catalogues) at the paths
// the steps show them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PhoneRules } from '@cc/ui';
import type { ContactValues, ReEnrolmentFormValues, RelationshipValues } from './form-values';
import { validateChildrenStep, validateContactsStep, validateReviewStep } from './validation';

// The phone rules load apart (libphonenumber); these tests are about the contact rules, so every phone passes.
const phone = { phoneErrors: () => [] } as unknown as PhoneRules;
const ONE_EACH = { minContacts: 1, minEmergencyContactPerChild: 1, minPermissionToPickUpPerChild: 1 };

const rel = (childKey: string, over: Partial<RelationshipValues> = {}): RelationshipValues => ({
  childKey,
  relationship: 'parent',
  liveWith: false,
  emergencyContact: false,
  permissionToPickUp: false,
  giveMedicalTreatment: false,
  giveAmbulanceTransportation: false,
  giveConsentRegularOutings: false,
  ...over,
});
const contact = (key: string, first: string, rels: RelationshipValues[], over: Partial<ContactValues> = {}) => ({
  key,
  id: key,
  firstName: first,
  lastName: 'Johnson',
  email: `${first.toLowerCase()}@example.com`,
  phoneNumber: { number: `+1312555${key.padStart(4, '0')}`, type: 'Mobile' as const },
  relationships: rels,
  ...over,
});
const child = (key: string, firstName: string) => ({
  key,
  id: key,
  firstName,
  lastName: 'Johnson',
  dateOfBirth: '2024-02-14',
  programSchedules: [],
});

function family(over: Partial<ReEnrolmentFormValues> = {}): ReEnrolmentFormValues {
  return {
    businessId: 'b',
    accountId: 'a',
    selectedCenter: { id: 'c', name: 'Cherry Creek' },
    familyChildren: [child('ava', 'Ava'), child('theo', 'Theo')],
    children: [child('ava', 'Ava'), child('theo', 'Theo')],
    selectedProgramGroup: [],
    cwaConsent: false,
    primaryContacts: [contact('1', 'Emily', [rel('ava'), rel('theo')])],
    contacts: [
      contact('2', 'Grace', [
        rel('ava', { relationship: 'grandparent', emergencyContact: true, permissionToPickUp: true }),
        rel('theo', { relationship: 'grandparent', emergencyContact: true, permissionToPickUp: true }),
      ]),
    ],
    hasContact: null,
    familyReceivesSubsidy: null,
    tcAgreed: false,
    ...over,
  };
}

const keys = (errors: { path: string; key: string }[]) => errors.map((e) => `${e.path} ${e.key}`);

test('a family with a primary contact and a grandparent who may pick up and is called in emergencies passes', () => {
  assert.deepEqual(validateContactsStep(family(), { settings: ONE_EACH, phone }), []);
});

test('a child without a primary contact is named in its own section', () => {
  const values = family({ primaryContacts: [contact('1', 'Emily', [rel('ava')])] });
  const errors = validateContactsStep(values, { settings: ONE_EACH, phone });
  assert.deepEqual(keys(errors), ['childContacts.1 portal.reEnrolment.contacts.needsPrimary']);
  assert.deepEqual(errors[0]!.values, { name: 'Theo Johnson' });
});

test('the minimums: one contact for the family, and per child an emergency contact and someone to pick up', () => {
  const none = validateContactsStep(family({ contacts: [] }), { settings: ONE_EACH, phone });
  assert.deepEqual(keys(none), [
    'contacts min-contacts',
    'childContacts.0 min-emergency-contact-per-child',
    'childContacts.1 min-emergency-contact-per-child',
    'childContacts.0 min-permission-to-pick-up-per-child',
    'childContacts.1 min-permission-to-pick-up-per-child',
  ]);
  // Listed for Ava only: Theo still needs both.
  const onlyAva = family({
    contacts: [contact('2', 'Grace', [rel('ava', { emergencyContact: true, permissionToPickUp: true })])],
  });
  assert.deepEqual(keys(validateContactsStep(onlyAva, { settings: ONE_EACH, phone })), [
    'childContacts.1 min-emergency-contact-per-child',
    'childContacts.1 min-permission-to-pick-up-per-child',
  ]);
  // A contact not listed for any chosen child counts for nobody.
  const unlisted = family({ contacts: [contact('2', 'Grace', [])] });
  assert.ok(keys(validateContactsStep(unlisted, { settings: ONE_EACH, phone })).includes('contacts min-contacts'));
});

test('a business that needs no second contact asks the yes/no question; "no" waives the minimums', () => {
  const settings = { minContacts: 0, minEmergencyContactPerChild: 1, minPermissionToPickUpPerChild: 1 };
  const unanswered = family({ contacts: [] });
  assert.deepEqual(keys(validateContactsStep(unanswered, { settings, phone })), ['hasContact required']);
  assert.deepEqual(validateContactsStep({ ...unanswered, hasContact: false }, { settings, phone }), []);
});

test('"This person is already listed as a contact.": a secondary contact with the name and phone of another', () => {
  const emily = family().primaryContacts[0]!;
  const again = { ...emily, key: '9', id: undefined, email: '', relationships: [rel('ava')] };
  const values = family({ contacts: [...family().contacts, again] });
  assert.deepEqual(keys(validateContactsStep(values, { settings: ONE_EACH, phone })), ['contacts.1 duplicate-contact']);
});

test('"Please use a different email address for each primary contact"', () => {
  const second = contact('3', 'Daniel', [rel('ava'), rel('theo')], { email: 'EMILY@example.com ' });
  const values = family({ primaryContacts: [...family().primaryContacts, second] });
  assert.deepEqual(keys(validateContactsStep(values, { settings: ONE_EACH, phone })), [
    'primaryContacts.0.email duplicate-primary-contact-email',
    'primaryContacts.1.email duplicate-primary-contact-email',
  ]);
});

test('a listed contact needs a relationship to the child and its own details; a primary contact an email', () => {
  const values = family({
    primaryContacts: [contact('1', 'Emily', [rel('ava', { relationship: '' }), rel('theo')], { email: '' })],
  });
  assert.deepEqual(keys(validateContactsStep(values, { settings: ONE_EACH, phone })), [
    'primaryContacts.0.email required',
    'primaryContacts.0.relationships.0.relationship required',
  ]);
});

test('children: at least one, the subsidy answer when the centre asks, and the overdue balance blocks', () => {
  const none = family({ children: [] });
  assert.deepEqual(keys(validateChildrenStep(none, { askSubsidy: true, balanceOverdue: false })), [
    'children at-least-one-child',
    'familyReceivesSubsidy required',
  ]);
  assert.deepEqual(
    validateChildrenStep({ ...family(), familyReceivesSubsidy: false }, { askSubsidy: true, balanceOverdue: false }),
    [],
  );
  assert.deepEqual(keys(validateChildrenStep(family(), { askSubsidy: false, balanceOverdue: true })), [
    'children balance-overdue',
  ]);
});

test('the review: the care agreement consent and the terms must be agreed to', () => {
  assert.deepEqual(keys(validateReviewStep(family({ cwaConsent: false }))), [
    'cwaConsent required',
    'tcAgreed required',
  ]);
  assert.deepEqual(validateReviewStep(family({ cwaConsent: true, tcAgreed: true })), []);
});
