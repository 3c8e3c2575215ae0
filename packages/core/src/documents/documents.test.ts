import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { documentExpiryErrors, fileSizeError, isDocumentExpired, MAX_UPLOAD_BYTES } from './documents';

test('the upload limit is 10485760 bytes: that size passes, one byte more is too large', () => {
  assert.equal(MAX_UPLOAD_BYTES, 10485760);
  assert.equal(fileSizeError(10485760), undefined);
  assert.equal(fileSizeError(10485761), 'file-too-large');
  assert.equal(fileSizeError(0), undefined);
});

test('the expiry date is mandatory when shown, and ignored when hidden', () => {
  assert.deepEqual(documentExpiryErrors('', { shown: true, today: '2025-06-01' }), [
    { path: 'expiryDate', key: 'required' },
  ]);
  assert.deepEqual(documentExpiryErrors(undefined, { shown: false, today: '2025-06-01' }), []);
});

test('a date before today shows "This document has expired"; today and later are fine', () => {
  const rules = { shown: true, today: '2025-06-01' };
  assert.deepEqual(documentExpiryErrors('2025-05-31', rules), [{ path: 'expiryDate', key: 'document-expired' }]);
  assert.deepEqual(documentExpiryErrors('2025-06-01', rules), []);
  assert.deepEqual(documentExpiryErrors('2026-01-01', rules), []);
});

test('an expiry date that is not a real YYYY-MM-DD date is invalid', () => {
  const rules = { shown: true, today: '2025-06-01' };
  assert.deepEqual(documentExpiryErrors('2025-02-30', rules), [{ path: 'expiryDate', key: 'invalid' }]);
  assert.deepEqual(documentExpiryErrors('06-01-2025', rules), [{ path: 'expiryDate', key: 'invalid' }]);
});

test('today must itself be a YYYY-MM-DD date', () => {
  assert.throws(() => isDocumentExpired('2025-01-01', '01/06/2025'), RangeError);
});

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

test('property: a document is expired exactly when its date is earlier in time than today', () => {
  fc.assert(
    fc.property(
      day,
      day,
      (expiry, today) => isDocumentExpired(expiry, today) === Date.parse(expiry) < Date.parse(today),
    ),
  );
});

test('property: any file size above the limit is refused, any at or below it accepted', () => {
  fc.assert(
    fc.property(
      fc.nat({ max: 2 * MAX_UPLOAD_BYTES }),
      (bytes) => (fileSizeError(bytes) === undefined) === bytes <= MAX_UPLOAD_BYTES,
    ),
  );
});
