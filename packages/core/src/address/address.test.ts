import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addressErrors, isAddressStarted } from './address';
import { findSubdivision, SUBDIVISIONS_BY_REGION } from './subdivisions';
import { isValidPostalCode, normalisePostalCode } from './postal-code';

const fullUs = { address1: '1 Main St', city: 'Austin', state: 'TX', country: 'US', postalCode: '78701' };

test('an untouched optional address has no errors', () => {
  assert.deepEqual(addressErrors({ country: 'US' }, { region: 'US' }), []);
  assert.equal(isAddressStarted({ country: 'AU' }), false);
});

test('once any part is filled the address is mandatory', () => {
  assert.deepEqual(
    addressErrors({ city: 'Austin' }, { region: 'US' }, 'primaryContacts.0.address').map((e) => `${e.path}:${e.key}`),
    [
      'primaryContacts.0.address.address1:required',
      'primaryContacts.0.address.state:required',
      'primaryContacts.0.address.postalCode:required',
    ],
  );
});

test('a mandatory address is required even when empty', () => {
  assert.equal(addressErrors({}, { region: 'AU', mandatory: true }).length, 4);
});

test('a complete US address passes; the second line is optional', () => {
  assert.deepEqual(addressErrors(fullUs, { region: 'US' }), []);
});

test("the state must be one of the region's subdivisions, by code or name", () => {
  assert.deepEqual(addressErrors({ ...fullUs, state: 'NSW' }, { region: 'US' }), [
    { path: 'state', key: 'state-invalid' },
  ]);
  assert.deepEqual(addressErrors({ ...fullUs, state: 'texas' }, { region: 'US' }), []);
});

test('postal codes: US 5 digits or 5+4, AU 4 digits, Canada A1A 1A1', () => {
  assert.equal(isValidPostalCode('US', '78701'), true);
  assert.equal(isValidPostalCode('US', '78701-1234'), true);
  assert.equal(isValidPostalCode('US', '7870'), false);
  assert.equal(isValidPostalCode('US', '78701-12'), false);
  assert.equal(isValidPostalCode('AU', '2000'), true);
  assert.equal(isValidPostalCode('AU', '20000'), false);
  assert.equal(isValidPostalCode('CA', 'K1A 0B1'), true);
  assert.equal(isValidPostalCode('CA', 'k1a0b1'), true);
  assert.equal(isValidPostalCode('CA', 'K1A-0B1'), false);
  assert.equal(isValidPostalCode('CA', 'D1A 0B1'), false); // D is never used
  assert.equal(isValidPostalCode('CA', '12345'), false);
});

test('a wrong postal code is reported on its field', () => {
  assert.deepEqual(
    addressErrors({ address1: '1 George St', city: 'Sydney', state: 'NSW', postalCode: '20000' }, { region: 'AU' }),
    [{ path: 'postalCode', key: 'postal-code-invalid' }],
  );
});

test('Canadian postal codes are stored uppercased with the middle space', () => {
  assert.equal(normalisePostalCode('CA', ' k1a0b1 '), 'K1A 0B1');
  assert.equal(normalisePostalCode('US', ' 78701 '), '78701');
});

test('subdivision lists: US states and territories, Canadian provinces and territories, Australian states and territories', () => {
  assert.equal(SUBDIVISIONS_BY_REGION.US.length, 56); // 50 states, DC, 5 territories
  assert.equal(SUBDIVISIONS_BY_REGION.CA.length, 13);
  assert.equal(SUBDIVISIONS_BY_REGION.AU.length, 8);
  assert.equal(findSubdivision('US', 'PR')?.name, 'Puerto Rico');
  assert.equal(findSubdivision('CA', 'Quebec')?.code, 'QC');
  assert.equal(findSubdivision('AU', 'act')?.name, 'Australian Capital Territory');
  for (const list of Object.values(SUBDIVISIONS_BY_REGION)) {
    assert.equal(new Set(list.map((s) => s.code)).size, list.length);
  }
});

test('every subdivision has its ISO 3166-2 code and its full name, each found by either', () => {
  for (const [region, list] of Object.entries(SUBDIVISIONS_BY_REGION) as Array<
    [keyof typeof SUBDIVISIONS_BY_REGION, typeof SUBDIVISIONS_BY_REGION.US]
  >) {
    assert.equal(new Set(list.map((s) => s.name)).size, list.length, `${region}: names are distinct`);
    for (const subdivision of list) {
      assert.match(subdivision.code, /^[A-Z]{2,3}$/, `${region}: ${subdivision.name}`);
      // A full name is words, never the code again (the autocomplete sends either).
      assert.match(
        subdivision.name,
        /^(?:U\.S\. )?[A-Z][a-z]+(?: (?:[A-Z][a-z]+|of|and))*$/,
        `${region}: ${subdivision.code}`,
      );
      assert.equal(findSubdivision(region, subdivision.code), subdivision);
      assert.equal(findSubdivision(region, ` ${subdivision.name.toUpperCase()} `), subdivision);
    }
  }
});
