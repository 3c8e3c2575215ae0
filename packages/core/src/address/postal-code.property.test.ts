import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isValidPostalCode } from './postal-code';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const caLetters = 'ABCEGHJKLMNPRSTVWXYZ';
const caFirst = 'ABCEGHJKLMNPRSTVXY';
const digit = fc.constantFrom(...'0123456789');
const letter = fc.constantFrom(...caLetters);
const canadian = fc
  .tuple(fc.constantFrom(...caFirst), digit, letter, digit, letter, digit)
  .map(([a, b, c, d, e, f]) => `${a}${b}${c} ${d}${e}${f}`);

test('property: any 5 digits, or 5+4 digits, is a US ZIP code; other digit counts are not', () => {
  fc.assert(
    fc.property(
      digits(5, 5),
      digits(4, 4),
      (zip, plus4) => isValidPostalCode('US', zip) && isValidPostalCode('US', `${zip}-${plus4}`),
    ),
  );
  fc.assert(
    fc.property(
      digits(0, 12).filter((d) => d.length !== 5),
      (d) => !isValidPostalCode('US', d),
    ),
  );
});

test('property: exactly 4 digits is an AU postcode', () => {
  fc.assert(fc.property(digits(0, 10), (d) => isValidPostalCode('AU', d) === (d.length === 4)));
});

test('property: A1A 1A1 codes are valid in either case and without the space', () => {
  fc.assert(
    fc.property(canadian, (code) => {
      return (
        isValidPostalCode('CA', code) &&
        isValidPostalCode('CA', code.toLowerCase()) &&
        isValidPostalCode('CA', code.replace(' ', ''))
      );
    }),
  );
});

test('property: putting a digit where a Canadian letter belongs, or a letter where a digit belongs, is invalid', () => {
  fc.assert(
    fc.property(canadian, fc.integer({ min: 0, max: 5 }), (code, i) => {
      const chars = code.replace(' ', '').split('');
      chars[i] = i % 2 === 0 ? '5' : 'K';
      return !isValidPostalCode('CA', chars.join(''));
    }),
  );
});

test('property: a code in the format of one region is refused by the others', () => {
  fc.assert(
    fc.property(digits(4, 4), canadian, (au, ca) => {
      assert.equal(isValidPostalCode('US', au), false);
      assert.equal(isValidPostalCode('AU', ca), false);
      assert.equal(isValidPostalCode('US', ca), false);
    }),
  );
});
