import { test } from 'node:test';
import assert from 'node:assert/strict';
import { object, refine, size, string, array } from 'superstruct';
import { checkStruct } from './result';

const Email = refine(string(), 'email', (v) => v.includes('@') || 'email-invalid');
const Form = object({ email: Email, name: string(), children: size(array(string()), 1, Infinity) });

test('a refinement failure reports the refinement key for its field', () => {
  const result = checkStruct(Form, { email: 'nope', name: 'Ann', children: ['Ava'] });
  assert.deepEqual(result, { ok: false, errors: [{ path: 'email', key: 'email-invalid' }] });
});

test('missing or blank values are "required", an empty required list is "required-list"', () => {
  const result = checkStruct(Form, { email: '', children: [] });
  assert.equal(result.ok, false);
  if (result.ok) return;
  assert.deepEqual(
    result.errors.map((e) => `${e.path}:${e.key}`),
    ['email:required', 'name:required', 'children:required-list'],
  );
});

test('valid input passes through', () => {
  const value = { email: 'a@b.co', name: 'Ann', children: ['Ava'] };
  assert.deepEqual(checkStruct(Form, value), { ok: true, value });
});
