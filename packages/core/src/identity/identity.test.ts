import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ZERO_UUID } from '../domain/enums';
import { isNewChild, isZeroUuid, programFullName, submitChildId, temporaryChildId, toSubmitChild } from './identity';

const KNOWN_ID = '3f2b8c1e-9a4d-4e2f-8b1a-0c6d7e8f9a0b';

test('the all-zero UUID is recognised, other UUIDs and blanks are not', () => {
  assert.equal(isZeroUuid(ZERO_UUID), true);
  assert.equal(isZeroUuid(KNOWN_ID), false);
  assert.equal(isZeroUuid(''), false);
  assert.equal(isZeroUuid(undefined), false);
});

test('a child is new when its id is missing', () => {
  assert.equal(isNewChild({}), true);
  assert.equal(isNewChild({ id: null }), true);
  assert.equal(isNewChild({ id: '  ' }), true);
});

test('a child is new when its id is the all-zero identifier', () => {
  assert.equal(isNewChild({ id: ZERO_UUID }), true);
});

test('a child is new when its id equals its fullName', () => {
  assert.equal(isNewChild({ id: 'Ava$Smith', fullName: 'Ava$Smith' }), true);
  assert.equal(isNewChild({ id: 'Ava$Smith', fullName: 'Mia$Smith' }), false);
});

test('a child is new when isNew is set, whatever its id', () => {
  assert.equal(isNewChild({ id: KNOWN_ID, isNew: true }), true);
});

test('a child with a real id and no isNew flag is existing', () => {
  assert.equal(isNewChild({ id: KNOWN_ID, fullName: 'Ava$Smith', isNew: false }), false);
});

test('program fullName joins first and last name by a dollar sign', () => {
  assert.equal(programFullName('Ava', 'Smith'), 'Ava$Smith');
  assert.equal(programFullName(' Mary Jane ', 'Van Dyke '), 'Mary Jane$Van Dyke');
});

test('the temporary id is made of first and last name and marks the child as new', () => {
  const id = temporaryChildId('Ava', 'Smith');
  assert.match(id, /Ava/);
  assert.match(id, /Smith/);
  assert.equal(isNewChild({ id, fullName: programFullName('Ava', 'Smith') }), true);
});

test('on submit a new child id becomes the all-zero UUID, an existing one is kept', () => {
  assert.equal(submitChildId({ id: 'Ava$Smith', fullName: 'Ava$Smith' }, 'other'), ZERO_UUID);
  assert.equal(submitChildId({ id: KNOWN_ID }, 'other'), KNOWN_ID);
});

test('the enquiry submit omits the child id', () => {
  const child = toSubmitChild({ id: KNOWN_ID, firstName: 'Ava' }, 'enquiry');
  assert.deepEqual(child, { firstName: 'Ava' });
  assert.equal('id' in child, false);
});

test('toSubmitChild keeps the other fields, including isNew for the registration input', () => {
  assert.deepEqual(toSubmitChild({ id: 'Ava$Smith', fullName: 'Ava$Smith', isNew: true, firstName: 'Ava' }, 'other'), {
    fullName: 'Ava$Smith',
    isNew: true,
    firstName: 'Ava',
    id: ZERO_UUID,
  });
});

const name = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '' && !s.includes('$'));

test('property: a child keyed by its temporary id is always new and submits as the all-zero UUID', () => {
  fc.assert(
    fc.property(name, name, (first, last) => {
      const child = { id: temporaryChildId(first, last), fullName: programFullName(first, last) };
      return isNewChild(child) && submitChildId(child, 'other') === ZERO_UUID;
    }),
  );
});

test('property: fullName splits back into first and last name at the dollar sign', () => {
  fc.assert(
    fc.property(name, name, (first, last) => {
      const [f, l] = programFullName(first, last).split('$');
      return f === first.trim() && l === last.trim();
    }),
  );
});

test('property: an existing child keeps its uuid on submit and loses it for the enquiry', () => {
  fc.assert(
    fc.property(
      fc.uuid().filter((u) => u !== ZERO_UUID),
      (id) => submitChildId({ id }, 'other') === id && submitChildId({ id }, 'enquiry') === undefined,
    ),
  );
});
