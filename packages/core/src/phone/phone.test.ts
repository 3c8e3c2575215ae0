import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkStruct } from '../validation/result';
import { Phone, isValidPhone, phoneErrors, phoneRulesFor } from './phone';
import { toE164 } from '../inquiry/person-key';

test('a US number is valid in national form with or without punctuation', () => {
  assert.equal(isValidPhone('(201) 555-0123'), true);
  assert.equal(isValidPhone('2015550123'), true);
});

test('a Canadian number shares the US country code and is valid too', () => {
  assert.equal(isValidPhone('(613) 555-0123'), true);
});

test('a national Australian number is not valid for the default country US, its international form is', () => {
  assert.equal(isValidPhone('0412 345 678'), false);
  assert.equal(isValidPhone('+61 412 345 678'), true);
  assert.equal(isValidPhone('0412 345 678', 'AU'), true);
});

test('an empty or short phone shows the invalid-phone error', () => {
  assert.deepEqual(phoneErrors({ number: '', type: 'Mobile' }), [{ path: 'number', key: 'phone-invalid' }]);
  assert.deepEqual(phoneErrors({ number: '555-0123', type: 'Mobile' }), [{ path: 'number', key: 'phone-invalid' }]);
});

test('a type of Mobile, Home or Work is required: "Select a type."', () => {
  for (const type of ['Mobile', 'Home', 'Work']) assert.deepEqual(phoneErrors({ number: '2015550123', type }), []);
  assert.deepEqual(phoneErrors({ number: '2015550123' }, 'phoneNumber'), [
    { path: 'phoneNumber.type', key: 'phone-type-required' },
  ]);
  assert.deepEqual(phoneErrors({ number: '2015550123', type: 'Fax' }), [{ path: 'type', key: 'phone-type-required' }]);
});

test('the struct gives the same keys as phoneErrors for a filled-in value', () => {
  assert.deepEqual(checkStruct(Phone, { number: '555', type: 'Home' }), {
    ok: false,
    errors: [{ path: 'number', key: 'phone-invalid' }],
  });
  assert.deepEqual(checkStruct(Phone, { number: '2015550123', type: 'Fax' }), {
    ok: false,
    errors: [{ path: 'type', key: 'phone-type-required' }],
  });
  assert.equal(checkStruct(Phone, { number: '2015550123', type: 'Work' }).ok, true);
});

const digit = fc.constantFrom(...'0123456789');
const usNumber = fc.tuple(
  fc.constantFrom('201', '213', '312', '415', '617', '646'),
  fc.integer({ min: 200, max: 999 }),
  fc.string({ unit: digit, minLength: 4, maxLength: 4 }),
);

test('property: valid US numbers stay valid however they are punctuated', () => {
  fc.assert(
    fc.property(usNumber, fc.constantFrom(' ', '-', '.', ''), ([area, exchange, line], sep) => {
      return (
        isValidPhone(`${area}${exchange}${line}`) &&
        isValidPhone(`(${area})${sep}${exchange}${sep}${line}`) &&
        isValidPhone(`+1 ${area}${sep}${exchange}${sep}${line}`)
      );
    }),
  );
});

// libphonenumber takes some seven-digit strings as US numbers (310-0000 is valid by its metadata), so the property
// holds below seven digits: no US number is that short.
test('property: fewer than seven digits is never a valid US number', () => {
  fc.assert(fc.property(fc.string({ unit: digit, maxLength: 6 }), (digits) => !isValidPhone(digits)));
});

test("a number without a +code is read for the region's country; a +code is read as given anywhere", () => {
  const au = phoneRulesFor('AU');
  const us = phoneRulesFor('US');
  assert.equal(au.isValidPhone('0412 345 678'), true);
  assert.equal(us.isValidPhone('0412 345 678'), false);
  assert.equal(us.isValidPhone('+61 412 345 678'), true);
  assert.equal(au.isValidPhone('+1 312 555 0199'), true);
  assert.equal(phoneRulesFor('CA').isValidPhone('(604) 555-0177'), true);
  assert.deepEqual(au.phoneErrors({ number: '0412 345 678', type: 'Mobile' }, 'phoneNumber'), []);
  assert.deepEqual(us.phoneErrors({ number: '0412 345 678', type: 'Mobile' }, 'phoneNumber'), [
    { path: 'phoneNumber.number', key: 'phone-invalid' },
  ]);
  assert.equal(toE164('0412 345 678', 'AU'), '+61412345678');
  assert.equal(toE164('0412 345 678'), undefined);
});

test('phone numbers are shown as the region writes them, with the +code only for another country', () => {
  assert.equal(phoneRulesFor('US').formatPhone('+13035550187'), '(303) 555-0187');
  assert.equal(phoneRulesFor('CA').formatPhone('+16045550187'), '(604) 555-0187');
  assert.equal(phoneRulesFor('AU').formatPhone('+61412345678'), '0412 345 678');
  assert.equal(phoneRulesFor('AU').formatPhone('+61298765432'), '(02) 9876 5432');
  assert.equal(phoneRulesFor('AU').formatPhone('+13035550187'), '+1 303 555 0187');
  assert.equal(phoneRulesFor('US').formatPhone('not a number'), 'not a number');
  assert.equal(phoneRulesFor('US').formatPhone(null), '');
});
