import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { crnUniquenessErrors, primaryContactEmailErrors, uniqueAcrossNamespaces } from './unique';
import { addChildDuplicateError } from './added-child';
import { duplicateContactErrors } from './duplicates';

test('the unique validator compares case-insensitively and flags every entry sharing the value', () => {
  const errors = uniqueAcrossNamespaces(
    {
      primaryContacts: [{ email: 'Ann@Example.com' }, { email: 'bob@example.com' }],
      contacts: [{ email: 'ann@example.com ' }],
    },
    { attribute: 'email' },
  );
  assert.deepEqual(errors, [
    { path: 'primaryContacts.0.email', key: 'duplicate-email' },
    { path: 'contacts.0.email', key: 'duplicate-email' },
  ]);
});

test('the default message is "duplicate email" for email, "duplicate values" otherwise, unless configured', () => {
  const list = [
    { code: 'A', email: 'a@b.co' },
    { code: 'a', email: 'a@b.co' },
  ];
  assert.equal(uniqueAcrossNamespaces({ list }, { attribute: 'code' })[0]?.key, 'duplicate-values');
  assert.equal(uniqueAcrossNamespaces({ list }, { attribute: 'email' })[0]?.key, 'duplicate-email');
  assert.equal(uniqueAcrossNamespaces({ list }, { attribute: 'code', messageKey: 'custom-key' })[0]?.key, 'custom-key');
});

test('blank values are never duplicates of each other', () => {
  assert.deepEqual(uniqueAcrossNamespaces({ list: [{ crn: '' }, { crn: ' ' }, {}] }, { attribute: 'crn' }), []);
});

test('primary contacts are unique by email', () => {
  assert.deepEqual(primaryContactEmailErrors([{ email: 'ann@example.com' }, { email: 'ANN@example.com' }]), [
    { path: 'primaryContacts.0.email', key: 'duplicate-primary-contact-email' },
    { path: 'primaryContacts.1.email', key: 'duplicate-primary-contact-email' },
  ]);
  assert.deepEqual(primaryContactEmailErrors([{ email: 'ann@example.com' }, { email: 'bob@example.com' }]), []);
});

test('children and primary contacts are unique by CRN across both lists', () => {
  assert.deepEqual(crnUniquenessErrors([{ crn: '123456789C' }, { crn: '987654321X' }], [{ crn: '123456789c' }]), [
    { path: 'children.0.crn', key: 'duplicate-values' },
    { path: 'primaryContacts.0.crn', key: 'duplicate-values' },
  ]);
});

test('a secondary contact matching a primary contact by trimmed, lower-cased name and phone is a duplicate', () => {
  const primary = [{ firstName: 'Ann', lastName: 'Lee', phoneNumbers: [{ number: '2015550123' }] }];
  const contacts = [{ firstName: ' ann ', lastName: 'LEE', phoneNumber: { number: '2015550123 ' } }];
  assert.deepEqual(duplicateContactErrors(contacts, primary), [{ path: 'contacts.0', key: 'duplicate-contact' }]);
});

test('two secondary contacts with the same name and phone are both flagged', () => {
  const c = { firstName: 'Bo', lastName: 'Lee', phoneNumber: '2015550123' };
  assert.deepEqual(
    duplicateContactErrors([c, { ...c, firstName: 'BO' }, { ...c, phoneNumber: '2015550999' }], []).map((e) => e.path),
    ['contacts.0', 'contacts.1'],
  );
});

test('a contact differing in any of first name, last name or phone is not a duplicate', () => {
  const primary = [{ firstName: 'Ann', lastName: 'Lee', phoneNumber: { number: '2015550123' } }];
  for (const contact of [
    { firstName: 'Anne', lastName: 'Lee', phoneNumber: '2015550123' },
    { firstName: 'Ann', lastName: 'Li', phoneNumber: '2015550123' },
    { firstName: 'Ann', lastName: 'Lee', phoneNumber: '2015550124' },
    { firstName: 'Ann', lastName: 'Lee', phoneNumber: '' },
  ]) {
    assert.deepEqual(duplicateContactErrors([contact], primary), [], JSON.stringify(contact));
  }
});

test('adding a child already listed (same names and date of birth) gives "You have already added {name}."', () => {
  const listed = [{ firstName: 'Ava', lastName: 'Smith', dateOfBirth: '2021-03-04' }];
  assert.deepEqual(
    addChildDuplicateError({ firstName: 'ava ', lastName: 'Smith', dateOfBirth: '2021-03-04' }, listed),
    {
      path: '',
      key: 'child-already-added',
      values: { name: 'ava Smith' },
    },
  );
  assert.equal(
    addChildDuplicateError({ firstName: 'Ava', lastName: 'Smith', dateOfBirth: '2022-03-04' }, listed),
    undefined,
  );
});

const word = fc.string({ unit: fc.constantFrom(...'abcdeABCDE'), minLength: 1, maxLength: 6 });

test('property: a list is flagged exactly when two entries share a value, ignoring case', () => {
  fc.assert(
    fc.property(fc.array(word, { maxLength: 8 }), (values) => {
      const errors = uniqueAcrossNamespaces({ list: values.map((v) => ({ v })) }, { attribute: 'v' });
      const lowered = values.map((v) => v.toLowerCase());
      const expected = lowered.flatMap((v, i) =>
        lowered.indexOf(v) !== lowered.lastIndexOf(v) ? [`list.${i}.v`] : [],
      );
      return JSON.stringify(errors.map((e) => e.path)) === JSON.stringify(expected);
    }),
  );
});

test('property: changing the case or padding of a contact never hides a duplicate of a primary contact', () => {
  fc.assert(
    fc.property(
      word,
      word,
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 }),
      (f, l, phone) => {
        const primary = [{ firstName: f, lastName: l, phoneNumbers: [{ number: phone }] }];
        const contact = { firstName: ` ${f.toUpperCase()}`, lastName: `${l.toLowerCase()} `, phoneNumber: ` ${phone}` };
        return duplicateContactErrors([contact], primary).length === 1;
      },
    ),
  );
});
