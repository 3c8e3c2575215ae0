import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { object } from 'superstruct';
import { checkStruct } from '../validation/result';
import { Email, emailError, isValidEmail } from './email';

const label = (n: number) => 'a'.repeat(n);

test('a plain address is valid', () => {
  assert.equal(isValidEmail('parent@example.com'), true);
  assert.equal(emailError('parent@example.com'), undefined);
});

test('exactly one @: none or two are invalid', () => {
  assert.equal(emailError('parent.example.com'), 'email-invalid');
  assert.equal(emailError('pa@rent@example.com'), 'email-invalid');
});

test('local part: 64 characters pass, 65 fail', () => {
  assert.equal(isValidEmail(`${label(64)}@example.com`), true);
  assert.equal(isValidEmail(`${label(65)}@example.com`), false);
});

test('domain label: 63 characters pass, 64 fail', () => {
  assert.equal(isValidEmail(`a@${label(63)}.com`), true);
  assert.equal(isValidEmail(`a@${label(64)}.com`), false);
});

test('domain: 255 characters pass, 256 fail', () => {
  const domain255 = [label(63), label(63), label(63), label(63)].join('.'); // 4*63 + 3 dots = 255
  assert.equal(domain255.length, 255);
  assert.equal(isValidEmail(`a@${domain255}`), true);
  assert.equal(isValidEmail(`a@${domain255}a`), false);
});

test('empty parts, empty labels and spaces are invalid', () => {
  for (const bad of ['@example.com', 'parent@', 'parent@.com', 'parent@example..com', 'par ent@example.com']) {
    assert.equal(isValidEmail(bad), false, bad);
  }
});

test('the struct reports email-invalid for a bad address and required for a blank one', () => {
  const Form = object({ email: Email });
  assert.deepEqual(checkStruct(Form, { email: 'nope' }), {
    ok: false,
    errors: [{ path: 'email', key: 'email-invalid' }],
  });
  assert.deepEqual(checkStruct(Form, { email: ' ' }), { ok: false, errors: [{ path: 'email', key: 'required' }] });
  assert.equal(checkStruct(Form, { email: 'a@b.co' }).ok, true);
});

const labelChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-');
const labelOf = (min: number, max: number) => fc.string({ unit: labelChar, minLength: min, maxLength: max });
const localOf = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'abcxyz0189.+_-'), minLength: min, maxLength: max });

test('property: addresses within every limit are valid', () => {
  fc.assert(
    fc.property(localOf(1, 64), fc.array(labelOf(1, 63), { minLength: 1, maxLength: 4 }), (local, labels) => {
      return isValidEmail(`${local}@${labels.join('.')}`);
    }),
  );
});

test('property: a local part over 64 characters is always invalid', () => {
  fc.assert(fc.property(localOf(65, 120), labelOf(1, 20), (local, domain) => !isValidEmail(`${local}@${domain}`)));
});

test('property: any label over 63 characters makes the address invalid', () => {
  fc.assert(
    fc.property(localOf(1, 20), labelOf(64, 90), labelOf(1, 10), (local, long, tld) => {
      return !isValidEmail(`${local}@${long}.${tld}`) && !isValidEmail(`${local}@${tld}.${long}`);
    }),
  );
});

test('property: a domain over 255 characters is invalid even when every label fits', () => {
  fc.assert(
    fc.property(fc.array(labelOf(40, 63), { minLength: 5, maxLength: 8 }), (labels) => {
      const domain = labels.join('.');
      fc.pre(domain.length > 255);
      return !isValidEmail(`a@${domain}`);
    }),
  );
});

test('property: a second @ anywhere makes a valid address invalid', () => {
  fc.assert(
    fc.property(localOf(1, 30), labelOf(1, 30), fc.nat(), (local, domain, at) => {
      const email = `${local}@${domain}`;
      const i = at % (email.length + 1);
      return !isValidEmail(email.slice(0, i) + '@' + email.slice(i));
    }),
  );
});
