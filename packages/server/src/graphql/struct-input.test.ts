import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GraphQLError } from 'graphql';
import { requireDate, requireUuid, requireUuids } from './struct-input';

const rejects = (fn: () => unknown, message: RegExp) =>
  assert.throws(
    fn,
    (e) => e instanceof GraphQLError && message.test(e.message) && e.extensions.code === 'BAD_USER_INPUT',
  );

test('uuids are accepted in any case and returned lower-case', () => {
  assert.equal(requireUuid('id', 'E69C8A48-CCC6-4E8B-8D96-7BBB725C665B'), 'e69c8a48-ccc6-4e8b-8d96-7bbb725c665b');
  rejects(() => requireUuid('centerId', 'not-a-uuid'), /centerId must be a UUID/);
  rejects(() => requireUuids('centerIds', Array(101).fill('e69c8a48-ccc6-4e8b-8d96-7bbb725c665b')), /at most 100/);
});

test('dates must be real calendar dates in YYYY-MM-DD', () => {
  assert.equal(requireDate('searchDate', '2028-02-29'), '2028-02-29');
  rejects(() => requireDate('searchDate', '2027-02-29'), /YYYY-MM-DD/);
  rejects(() => requireDate('searchDate', '03/04/2027'), /searchDate must be a date/);
  rejects(() => requireDate('searchDate', '2027-1-5'), /YYYY-MM-DD/);
});
