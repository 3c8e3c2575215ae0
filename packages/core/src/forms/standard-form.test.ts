import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkStruct } from '../validation/result';
import { definitionProblems } from './definition';
import { FormDefinitionStruct } from './definition.struct';
import { standardEnrolmentForm } from './standard-form';
import { formValueErrors } from './validate-values';

const RULES = { region: 'AU' as const, today: '2026-11-23' };

const family = {
  children: [
    {
      id: 'child-1',
      firstName: 'Mia',
      lastName: 'Nguyen',
      dateOfBirth: '2022-09-03',
      crn: '',
      hasMedicalCondition: 'yes',
      hasImmunisation: 'yes',
      immunisationDocument: { fileId: 'f1', fileName: 'record.pdf', expiryDate: '2027-06-30' },
    },
  ],
  medical: [
    {
      child: ['child-1'],
      category: 'Allergy',
      allergyName: 'Peanuts',
      severity: 'Severe',
      reactions: 'Hives',
      note: 'EpiPen in her bag',
    },
  ],
  primaryContacts: [
    {
      firstName: 'Linh',
      lastName: 'Nguyen',
      email: 'linh@example.com',
      phone: { number: '0412 345 678', type: 'Mobile' },
      relationship: 'parent',
      address: { address1: '1 Smith St', city: 'Fitzroy', state: 'VIC', postalCode: '3065', country: 'AU' },
    },
  ],
  secondaryContacts: [
    {
      firstName: 'An',
      lastName: 'Tran',
      phone: { number: '0412 000 111', type: 'Mobile' },
      relationship: 'grandparent',
      emergencyContact: ['child-1'],
      permissionToPickUp: ['child-1'],
    },
  ],
  cwaConsent: true,
  tcAgreed: true,
  signature: { typedName: 'Linh Nguyen' },
};

test("every region's standard form is a valid definition with the region's own fields", () => {
  for (const region of ['US', 'CA', 'AU'] as const) {
    const form = standardEnrolmentForm(region);
    assert.equal(checkStruct(FormDefinitionStruct, form).ok, true, region);
    assert.deepEqual(definitionProblems(form), [], region);
    const childFields = form.steps[0]!.sections[0]!.fields.map((f) => f.name);
    assert.equal(childFields.includes('crn'), region === 'AU');
    assert.equal(childFields.includes('grade'), region !== 'AU');
  }
  assert.equal(standardEnrolmentForm('AU').labels.submit, 'Submit enrolment');
  assert.equal(standardEnrolmentForm('US').labels.submit, 'Submit enrollment');
});

test('a complete family passes; each missing or wrong answer is named by its path', () => {
  const form = standardEnrolmentForm('AU');
  assert.deepEqual(formValueErrors(form, family, RULES), []);
  const expiredRecord = structuredClone(family);
  expiredRecord.children[0]!.immunisationDocument.expiryDate = '2026-11-01';
  expiredRecord.medical[0]!.severity = '';
  expiredRecord.primaryContacts[0]!.address.postalCode = '30650';
  (expiredRecord.primaryContacts[0] as Record<string, unknown>).crn = '2153456780';
  expiredRecord.tcAgreed = false;
  assert.deepEqual(formValueErrors(form, expiredRecord, RULES), [
    { path: 'children.0.immunisationDocument.expiryDate', key: 'document-expired' },
    { path: 'medical.0.severity', key: 'required' },
    { path: 'primaryContacts.0.address.postalCode', key: 'postal-code-invalid' },
    { path: 'primaryContacts.0.crn', key: 'crn-format' },
    { path: 'primaryContacts.0.dateOfBirth', key: 'required' },
    { path: 'tcAgreed', key: 'required' },
  ]);
});

test('a selector accepts only the children (or contacts) the form holds, by id', () => {
  const form = standardEnrolmentForm('AU');
  const stranger = structuredClone(family);
  stranger.medical[0]!.child = ['someone-else'];
  assert.deepEqual(formValueErrors(form, stranger, RULES, ['medical']), [{ path: 'medical.0.child', key: 'invalid' }]);
});

test('second contacts are counted per child, and a CRN is not reused across children and primary contacts', () => {
  const form = standardEnrolmentForm('AU');
  const family2 = structuredClone(family) as typeof family & { secondaryContacts: Array<Record<string, unknown>> };
  family2.secondaryContacts[0]!.emergencyContact = [];
  (family2.children[0] as Record<string, unknown>).crn = '123456789C';
  (family2.primaryContacts[0] as Record<string, unknown>).crn = '123456789C';
  (family2.primaryContacts[0] as Record<string, unknown>).dateOfBirth = '1990-01-01';
  const errors = formValueErrors(form, family2, RULES);
  assert.deepEqual(errors, [
    { path: 'children.0.crn', key: 'duplicate-values' },
    { path: 'primaryContacts.0.crn', key: 'duplicate-values' },
    { path: 'secondaryContacts', key: 'min-emergency-contact-per-child', values: { min: 1, name: 'Mia Nguyen' } },
  ]);
});

test('an email is not used by two contacts', () => {
  const form = standardEnrolmentForm('AU');
  const twice = structuredClone(family) as typeof family & { secondaryContacts: Array<Record<string, unknown>> };
  twice.secondaryContacts[0]!.email = 'LINH@example.com';
  assert.deepEqual(formValueErrors(form, twice, RULES, ['contacts']), [
    { path: 'primaryContacts.0.email', key: 'duplicate-email' },
    { path: 'secondaryContacts.0.email', key: 'duplicate-email' },
  ]);
});
