import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { object } from 'superstruct';
import { checkStruct } from '../validation/result';
import { CRN_CHECK_LETTERS, Crn, crnCheckLetter, crnError, isValidCrn, normaliseCrn } from './crn';

// Worked by hand: 1*512 + 2*256 + 3*128 + 4*64 + 5*32 + 6*16 + 7*8 + 8*4 + 9*2 = 2026; 2026 mod 11 = 2 -> C.
test('123456789C is valid: its weighted sum is 2026, 2026 mod 11 = 2, the third letter C', () => {
  assert.equal(crnCheckLetter('123456789'), 'C');
  assert.equal(crnError('123456789C'), undefined);
});

// 9*512 + 8*256 + 7*128 + 6*64 + 5*32 + 4*16 + 3*8 + 2*4 + 1*2 = 8194; 8194 mod 11 = 10 -> X.
test('987654321X is valid: sum 8194, mod 11 = 10, the last letter X', () => {
  assert.equal(isValidCrn('987654321X'), true);
});

test('a lower-case check letter is accepted and uppercased', () => {
  assert.equal(normaliseCrn(' 123456789c '), '123456789C');
  assert.equal(isValidCrn('123456789c'), true);
});

test('a wrong check letter gives "The CRN provided is invalid"', () => {
  assert.equal(crnError('123456789A'), 'crn-invalid');
  assert.equal(crnError('123456789D'), 'crn-invalid'); // D is not one of the check letters
});

test('anything but 9 digits then a letter gives the format error', () => {
  for (const bad of ['12345678C', '1234567890C', '123456789', 'A23456789C', '123 456 789C', '123456789CC']) {
    assert.equal(crnError(bad), 'crn-format', bad);
  }
});

test('the struct uppercases the CRN and reports the same keys', () => {
  const Form = object({ crn: Crn });
  assert.deepEqual(checkStruct(Form, { crn: '123456789c' }), { ok: true, value: { crn: '123456789C' } });
  assert.deepEqual(checkStruct(Form, { crn: '123456789A' }), {
    ok: false,
    errors: [{ path: 'crn', key: 'crn-invalid' }],
  });
  assert.deepEqual(checkStruct(Form, { crn: '12345' }), { ok: false, errors: [{ path: 'crn', key: 'crn-format' }] });
});

const digits9 = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 });
const validCrn = digits9.map((d) => d + crnCheckLetter(d));

test('property: a generated CRN (digits plus computed letter) is valid, in either case', () => {
  fc.assert(fc.property(validCrn, (crn) => isValidCrn(crn) && isValidCrn(crn.toLowerCase())));
});

test('property: changing any one digit of a valid CRN makes it invalid', () => {
  fc.assert(
    fc.property(validCrn, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (crn, i, delta) => {
      const mutated = (Number(crn[i]) + delta) % 10;
      const changed = crn.slice(0, i) + String(mutated) + crn.slice(i + 1);
      return crnError(changed) === 'crn-invalid';
    }),
  );
});

test('property: for any nine digits exactly one of the eleven check letters is valid', () => {
  fc.assert(fc.property(digits9, (d) => CRN_CHECK_LETTERS.filter((letter) => isValidCrn(d + letter)).length === 1));
});
