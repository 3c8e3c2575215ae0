import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { validateDecline } from './index';

const wire = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

test('an end-of-contract date passes exactly when it is today or later', () => {
  fc.assert(
    fc.property(wire, wire, (date, today) => {
      const result = validateDecline({ declineReason: 'NOT_RETURNING', endOfContractDate: date }, today);
      assert.equal(result.ok, Date.parse(date) >= Date.parse(today));
    }),
  );
});
