import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARRAY_ERROR, getIn, setIn } from 'final-form';
import { hasErrors, toFormErrors } from './errors';

test("a list's own error sits on the list, so fields of a removed entry can still be given theirs", () => {
  const errors = toFormErrors([{ path: 'children', key: 'required-list' }], { children: [] });
  const list = getIn(errors, 'children') as unknown[] & { [ARRAY_ERROR]?: unknown };
  assert.ok(Array.isArray(list));
  assert.equal(list[ARRAY_ERROR], 'required-list');
  assert.equal(hasErrors(errors), true);
  // What final-form does for a still-registered children.0.firstName: with a plain string here it throws.
  assert.doesNotThrow(() => setIn(errors, 'children.0.firstName', undefined));
});

test('entry errors and the list error live side by side, whichever comes first', () => {
  const values = { children: [{ firstName: '' }] };
  const errors = toFormErrors(
    [
      { path: 'children.0.firstName', key: 'required' },
      { path: 'children', key: 'required-list' },
    ],
    values,
  );
  assert.equal(getIn(errors, 'children.0.firstName'), 'required');
  assert.equal((getIn(errors, 'children') as { [ARRAY_ERROR]?: unknown })[ARRAY_ERROR], 'required-list');
});

test('without values, or on a field that is not a list, errors are plain leaves', () => {
  assert.deepEqual(toFormErrors([{ path: 'email', key: 'required' }]), { email: 'required' });
  assert.deepEqual(toFormErrors([{ path: '', key: 'x' }]), { _form: 'x' });
  assert.equal(hasErrors({ children: [] }), false);
});
