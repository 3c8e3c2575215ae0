import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { asksHasContact, contactCountErrors, type CountedContact } from './contacts';
import { groupsBelowMinimum } from './minimum-count';
import { initialRepeatableEntries, repeatableMinimumError } from './repeatable';

const ONE_EACH = { minContacts: 1, minEmergencyContactPerChild: 1, minPermissionToPickUpPerChild: 1 };
const children = [
  { id: 'c1', name: 'Ava Smith' },
  { id: 'c2', name: 'Leo Smith' },
];
const contact = (...rels: Array<[string, boolean, boolean]>): CountedContact => ({
  relationships: rels.map(([childId, emergencyContact, permissionToPickUp]) => ({
    childId,
    emergencyContact,
    permissionToPickUp,
  })),
});

test('with the sample defaults (1, 1, 1) one contact covering both children passes', () => {
  assert.deepEqual(contactCountErrors([contact(['c1', true, true], ['c2', true, true])], children, ONE_EACH), []);
});

test('no contacts at all fails minContacts and every per-child minimum', () => {
  assert.deepEqual(
    contactCountErrors([], children, ONE_EACH).map((e) => `${e.key}:${e.values?.name ?? e.values?.min}`),
    [
      'min-contacts:1',
      'min-emergency-contact-per-child:Ava Smith',
      'min-emergency-contact-per-child:Leo Smith',
      'min-permission-to-pick-up-per-child:Ava Smith',
      'min-permission-to-pick-up-per-child:Leo Smith',
    ],
  );
});

test('an emergency contact counts only for the child of its relationship', () => {
  const errors = contactCountErrors([contact(['c1', true, true], ['c2', false, true])], children, ONE_EACH);
  assert.deepEqual(errors, [
    { path: 'contacts', key: 'min-emergency-contact-per-child', values: { min: 1, name: 'Leo Smith' } },
  ]);
});

test('when minContacts is 0 the has-contact question is asked and must be answered', () => {
  const settings = { ...ONE_EACH, minContacts: 0 };
  assert.equal(asksHasContact(settings), true);
  assert.equal(asksHasContact(ONE_EACH), false);
  assert.deepEqual(contactCountErrors([], children, settings), [{ path: 'hasContact', key: 'required' }]);
  assert.deepEqual(contactCountErrors([], children, settings, false), []);
  assert.equal(contactCountErrors([], children, settings, true).length, 4);
});

test('a repeatable fieldset with the default minimum 0 starts with one empty entry', () => {
  assert.deepEqual(
    initialRepeatableEntries(undefined, () => ({ firstName: '' })),
    [{ firstName: '' }],
  );
  assert.deepEqual(
    initialRepeatableEntries(0, () => ({})),
    [{}],
  );
  assert.equal(initialRepeatableEntries(3, () => ({})).length, 3);
});

test('a repeatable fieldset below its minimum reports the minimum', () => {
  assert.deepEqual(repeatableMinimumError([{}], 2, 'contacts'), {
    path: 'contacts',
    key: 'repeatable-minimum',
    values: { min: 2 },
  });
  assert.equal(repeatableMinimumError([{}, {}], 2, 'contacts'), undefined);
  assert.equal(repeatableMinimumError([], undefined, 'contacts'), undefined);
});

test('property: a group passes exactly when at least N of its entries have a true target', () => {
  const entry = fc.record({ group: fc.integer({ min: 0, max: 3 }), target: fc.boolean() });
  fc.assert(
    fc.property(fc.array(entry, { maxLength: 12 }), fc.integer({ min: 0, max: 4 }), (entries, min) => {
      const failing = groupsBelowMinimum(entries, [0, 1, 2, 3], min, (e, g) => e.group === g && e.target);
      return [0, 1, 2, 3].every((g) => {
        const count = entries.filter((e) => e.group === g && e.target).length;
        return failing.includes(g) === count < min;
      });
    }),
  );
});

test('property: adding an emergency contact for a child never adds an error', () => {
  const rel = fc.tuple(fc.constantFrom('c1', 'c2'), fc.boolean(), fc.boolean());
  fc.assert(
    fc.property(
      fc.array(fc.array(rel, { maxLength: 2 }), { maxLength: 4 }),
      fc.constantFrom('c1', 'c2'),
      (rels, childId) => {
        const contacts = rels.map((r) => contact(...r));
        const before = contactCountErrors(contacts, children, ONE_EACH).length;
        const after = contactCountErrors([...contacts, contact([childId, true, false])], children, ONE_EACH).length;
        return after <= before;
      },
    ),
  );
});
