import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkReEnrolmentSubmission, validateReEnrolmentSubmission } from './reenrolment-submission';
import type { ReEnrolmentSubmission } from './reenrolment-submission';

const PROGRAM = '3f2b8c1e-9a4d-4e2f-8b1a-0c6d7e8f9a0b';
const CHILD = '71615fec-8c70-499b-8079-78b07a886722';
const CONTACT = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

const every = (childIndex: number) => ({
  childIndex,
  relationship: 'parent' as const,
  liveWith: true,
  emergencyContact: true,
  permissionToPickUp: true,
  giveMedicalTreatment: true,
  giveAmbulanceTransportation: true,
  giveConsentRegularOutings: true,
});

const valid = (): ReEnrolmentSubmission => ({
  idempotencyKey: 'k-12345678',
  accountId: 'e8a87f65-8419-411a-8bda-5834454c98a7',
  businessId: 'e69c8a48-ccc6-4e8b-8d96-7bbb725c665b',
  selectedCenter: { id: '382eb58d-3c80-4fc6-8da1-a81476eccca1' },
  children: [
    {
      id: CHILD,
      firstName: 'Ava',
      lastName: 'Johnson',
      dateOfBirth: '2024-02-14',
      programSchedules: [
        {
          programId: PROGRAM,
          careType: 'LDC',
          cycleType: 'Weekly',
          days: [
            { dayOfWeek: 'MONDAY', week: 'WEEK1' },
            { dayOfWeek: 'TUESDAY', week: 'WEEK1' },
          ],
          startDate: '2026-12-07',
        },
      ],
    },
    { firstName: 'Leo', lastName: 'Johnson', dateOfBirth: '2025-05-01', programSchedules: [] },
  ],
  primaryContacts: [
    {
      id: CONTACT,
      firstName: 'Emily',
      lastName: 'Johnson',
      email: 'emily.johnson@example.com',
      phoneNumber: { number: '(312) 555-0199', type: 'Mobile' },
      relationships: [every(0), every(1)],
    },
  ],
  contacts: [
    {
      firstName: 'Grace',
      lastName: 'Johnson',
      email: null,
      phoneNumber: { number: '(312) 555-0142', type: 'Home' },
      relationships: [every(0), { ...every(1), relationship: 'grandparent' }],
    },
  ],
  reenrollmentBatchId: null,
  familyReceivesSubsidy: false,
  cwaConsent: true,
  tcAgreed: true,
});

// The second child is given a program in every case except where the test is about programs.
function withPrograms(input: ReEnrolmentSubmission): ReEnrolmentSubmission {
  input.children[1]!.programSchedules = [{ ...input.children[0]!.programSchedules[0]! }];
  return input;
}

function errorsAfter(change: (input: ReEnrolmentSubmission) => void, country: 'US' | 'AU' = 'US') {
  const input = withPrograms(valid());
  change(input);
  return validateReEnrolmentSubmission(input, country);
}

test('a complete re-enrolment passes, and the checked value is the input', () => {
  const input = withPrograms(valid());
  assert.deepEqual(checkReEnrolmentSubmission(input), { ok: true, value: input });
  assert.deepEqual(validateReEnrolmentSubmission(input), []);
});

test('the terms must be agreed to, and the care agreement consented to once a schedule is chosen', () => {
  assert.deepEqual(
    errorsAfter((i) => (i.tcAgreed = false)),
    [{ path: 'tcAgreed', key: 'required' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.cwaConsent = null)),
    [{ path: 'cwaConsent', key: 'required' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.cwaConsent = false)),
    [{ path: 'cwaConsent', key: 'required' }],
  );
});

test('each child needs a program, named by the child', () => {
  assert.deepEqual(validateReEnrolmentSubmission(valid()), [
    { path: 'children.1.programSchedules', key: 'at-least-one-program', values: { child: 'Leo Johnson' } },
  ]);
});

test('at least one primary contact, each with a valid email, no email used twice', () => {
  assert.deepEqual(
    errorsAfter((i) => (i.primaryContacts = [])),
    [{ path: 'primaryContacts', key: 'required-list' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.primaryContacts[0]!.email = null)),
    [{ path: 'primaryContacts.0.email', key: 'required' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.primaryContacts[0]!.email = '  ')),
    [{ path: 'primaryContacts.0.email', key: 'required' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.primaryContacts[0]!.email = 'emily@@example.com')),
    [{ path: 'primaryContacts.0.email', key: 'email-invalid' }],
  );
  const second = (i: ReEnrolmentSubmission) => ({
    ...i.primaryContacts[0]!,
    id: null,
    firstName: 'Sam',
    email: 'EMILY.johnson@example.com',
  });
  assert.deepEqual(
    errorsAfter((i) => i.primaryContacts.push(second(i))),
    [
      { path: 'primaryContacts.0.email', key: 'duplicate-primary-contact-email' },
      { path: 'primaryContacts.1.email', key: 'duplicate-primary-contact-email' },
    ],
  );
});

test('a secondary contact who is already listed is a duplicate', () => {
  assert.deepEqual(
    errorsAfter((i) => i.contacts.push({ ...i.contacts[0]!, firstName: ' grace ' })),
    [
      { path: 'contacts.0', key: 'duplicate-contact' },
      { path: 'contacts.1', key: 'duplicate-contact' },
    ],
  );
  assert.deepEqual(
    errorsAfter((i) => {
      const primary = i.primaryContacts[0]!;
      i.contacts[0] = { ...i.contacts[0]!, firstName: 'EMILY', phoneNumber: { ...primary.phoneNumber } };
    }),
    [{ path: 'contacts.0', key: 'duplicate-contact' }],
  );
});

test('the second-contact minimums count the secondary contacts per child', () => {
  assert.deepEqual(
    errorsAfter((i) => (i.contacts = [])).map((e) => e.key),
    [
      'min-contacts',
      'min-emergency-contact-per-child',
      'min-emergency-contact-per-child',
      'min-permission-to-pick-up-per-child',
      'min-permission-to-pick-up-per-child',
    ],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.contacts[0]!.relationships[1]!.emergencyContact = false)),
    [{ path: 'contacts', key: 'min-emergency-contact-per-child', values: { min: 1, name: 'Leo Johnson' } }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.contacts[0]!.relationships = [every(1)])),
    [
      { path: 'contacts', key: 'min-emergency-contact-per-child', values: { min: 1, name: 'Ava Johnson' } },
      { path: 'contacts', key: 'min-permission-to-pick-up-per-child', values: { min: 1, name: 'Ava Johnson' } },
    ],
  );
  const none = { minContacts: 0, minEmergencyContactPerChild: 0, minPermissionToPickUpPerChild: 0 };
  const input = withPrograms(valid());
  input.contacts = [];
  assert.deepEqual(validateReEnrolmentSubmission(input, 'US', none), [], 'a business asking for none');
  const two = { minContacts: 2, minEmergencyContactPerChild: 1, minPermissionToPickUpPerChild: 1 };
  assert.deepEqual(validateReEnrolmentSubmission(withPrograms(valid()), 'US', two), [
    { path: 'contacts', key: 'min-contacts', values: { min: 2 } },
  ]);
});

test("a relationship names a submitted child, once per contact; a contact's phone is valid for the country", () => {
  assert.deepEqual(
    errorsAfter((i) => (i.contacts[0]!.relationships[1]!.childIndex = 2)),
    [
      { path: 'contacts.0.relationships.1.childIndex', key: 'invalid' },
      // Leo (index 1) then has no secondary contact at all.
      { path: 'contacts', key: 'min-emergency-contact-per-child', values: { min: 1, name: 'Leo Johnson' } },
      { path: 'contacts', key: 'min-permission-to-pick-up-per-child', values: { min: 1, name: 'Leo Johnson' } },
    ],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.primaryContacts[0]!.relationships[1]!.childIndex = 0)),
    [{ path: 'primaryContacts.0.relationships.1.childIndex', key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.contacts[0]!.phoneNumber.number = '555')),
    [{ path: 'contacts.0.phoneNumber.number', key: 'phone-invalid' }],
  );
  // An Australian mobile typed nationally is valid for an AU business, not for a US one.
  const au = (i: ReEnrolmentSubmission) => {
    i.primaryContacts[0]!.phoneNumber.number = '+1 312 555 0199';
    i.contacts[0]!.phoneNumber.number = '0412 345 679';
  };
  assert.deepEqual(errorsAfter(au, 'AU'), []);
  assert.deepEqual(errorsAfter(au, 'US'), [{ path: 'contacts.0.phoneNumber.number', key: 'phone-invalid' }]);
});

test('nobody is listed twice: a child, a program for a child, an existing contact', () => {
  // No minimum counts here, so a child added without contacts shows only what the test is about.
  const none = { minContacts: 0, minEmergencyContactPerChild: 0, minPermissionToPickUpPerChild: 0 };
  const errors = (change: (input: ReEnrolmentSubmission) => void) => {
    const input = withPrograms(valid());
    change(input);
    return validateReEnrolmentSubmission(input, 'US', none);
  };
  assert.deepEqual(
    errors((i) => i.children.push({ ...i.children[0]! })),
    [{ path: 'children.2', key: 'child-already-added' }],
  );
  assert.deepEqual(
    errors((i) => i.children.push({ ...i.children[1]! })),
    [{ path: 'children.2', key: 'child-already-added' }],
    'a new child: by names and date of birth',
  );
  assert.deepEqual(
    errors((i) => i.children.push({ ...i.children[1]!, dateOfBirth: '2025-05-02' })),
    [],
  );
  assert.deepEqual(
    errors((i) => i.children[0]!.programSchedules.push({ ...i.children[0]!.programSchedules[0]! })),
    [{ path: 'children.0.programSchedules.1.programId', key: 'invalid' }],
  );
  assert.deepEqual(
    errors((i) => (i.contacts[0]!.id = CONTACT.toUpperCase())),
    [{ path: 'contacts.0.id', key: 'invalid' }],
  );
});

test('malformed fields are reported by the struct before any rule runs', () => {
  assert.deepEqual(
    errorsAfter((i) => {
      i.accountId = 'acct-1';
      i.tcAgreed = false;
    }),
    [{ path: 'accountId', key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.children = [])),
    [{ path: 'children', key: 'required-list' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.idempotencyKey = 'short')),
    [{ path: 'idempotencyKey', key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.children[1]!.dateOfBirth = '2025-02-30')),
    [{ path: 'children.1.dateOfBirth', key: 'date-invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => ((i.contacts[0]!.relationships[0] as { relationship: string }).relationship = 'boss')),
    [{ path: 'contacts.0.relationships.0.relationship', key: 'invalid' }],
  );
});
