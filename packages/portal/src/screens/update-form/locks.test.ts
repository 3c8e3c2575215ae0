import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lockedBy } from './locks';

test("an update locks a submitted child's filled answers and the child itself, and nothing else", () => {
  const locked = lockedBy({ children: [{ id: 'c1', firstName: 'Ava', middleName: '', crn: undefined }] });
  assert.equal(locked('children.0'), true);
  assert.equal(locked('children.0.firstName'), true);
  assert.equal(locked('children.0.middleName'), false);
  assert.equal(locked('children.0.crn'), false);
  assert.equal(locked('children.1'), false);
  assert.equal(locked('children.1.firstName'), false);
  assert.equal(locked('primaryContacts.0.firstName'), false);
});
