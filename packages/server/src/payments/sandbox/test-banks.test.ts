import assert from 'node:assert/strict';
import { test } from 'node:test';
import { abaChecksumValid, bankDetailErrors, debitOutcome } from './test-banks';

test('a US routing number passes only with its ABA check digit', () => {
  for (const routing of ['011000015', '021000021', '121000358']) assert.equal(abaChecksumValid(routing), true, routing);
  for (const routing of ['011000016', '02100002', 'abcdefghi', '0210000210'])
    assert.equal(abaChecksumValid(routing), false, routing);
});

test("each country's bank details are refused in the bank's words, all reasons at once", () => {
  const holder = { first: 'Ana', last: 'Lopez' };
  assert.deepEqual(bankDetailErrors('US', { ...holder, routing: '011000015', paymentNumber: '000123456789' }), []);
  assert.deepEqual(bankDetailErrors('AU', { ...holder, routing: '062-000', paymentNumber: '000123456' }), []);
  assert.deepEqual(bankDetailErrors('CA', { ...holder, routing: '12345-003', paymentNumber: '1234567' }), []);
  assert.deepEqual(bankDetailErrors('AU', { first: ' ', last: '', routing: '0620001', paymentNumber: '1234' }), [
    "Enter the account holder's first and last name.",
    'The BSB must be 6 digits.',
    'The account number must be 5 to 9 digits.',
  ]);
  assert.deepEqual(bankDetailErrors('CA', { ...holder, routing: '1234-003', paymentNumber: '1234567' }), [
    'The transit and institution number must be 5 and 3 digits.',
  ]);
});

test('the account number decides how a debit ends', () => {
  assert.equal(debitOutcome('000123456789'), 'settles');
  assert.equal(debitOutcome('000111111116'), 'account_closed');
  assert.equal(debitOutcome('0002-2227'), 'insufficient_funds');
});
