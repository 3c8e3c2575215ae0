import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkStruct } from '../validation/result';
import { ChildWithDob } from './child-with-dob';

test('a child needs both names and a real YYYY-MM-DD date of birth', () => {
  assert.equal(checkStruct(ChildWithDob, { firstName: 'Ava', lastName: 'Lee', dateOfBirth: '2023-02-28' }).ok, true);
  const bad = checkStruct(ChildWithDob, { firstName: '  ', lastName: 'x'.repeat(101), dateOfBirth: '2023-02-30' });
  assert.deepEqual(bad.ok ? [] : bad.errors, [
    { path: 'firstName', key: 'required' },
    { path: 'lastName', key: 'name-too-long' },
    { path: 'dateOfBirth', key: 'date-invalid' },
  ]);
});
