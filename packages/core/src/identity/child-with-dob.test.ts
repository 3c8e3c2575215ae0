import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkStruct } from '../validation/result';
import { ChildWithDob, dateOfBirthError } from './child-with-dob';

test('a child needs both names and a real YYYY-MM-DD date of birth', () => {
  assert.equal(checkStruct(ChildWithDob, { firstName: 'Ava', lastName: 'Lee', dateOfBirth: '2023-02-28' }).ok, true);
  const bad = checkStruct(ChildWithDob, { firstName: '  ', lastName: 'x'.repeat(101), dateOfBirth: '2023-02-30' });
  assert.deepEqual(bad.ok ? [] : bad.errors, [
    { path: 'firstName', key: 'required' },
    { path: 'lastName', key: 'name-too-long' },
    { path: 'dateOfBirth', key: 'date-invalid' },
  ]);
});

test('a date of birth is required, real, and not after today at the centre', () => {
  const today = '2026-03-10';
  assert.deepEqual(dateOfBirthError('', today, 'children.0.dateOfBirth'), {
    path: 'children.0.dateOfBirth',
    key: 'required',
  });
  assert.equal(dateOfBirthError('2026-02-30', today)?.key, 'date-invalid');
  assert.equal(dateOfBirthError('2026-03-11', today)?.key, 'date-of-birth-in-future');
  assert.equal(dateOfBirthError('2026-03-10', today), undefined);
  assert.equal(dateOfBirthError(' 2020-01-01 ', today), undefined);
});
