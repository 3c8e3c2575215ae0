import { test } from 'node:test';
import assert from 'node:assert/strict';
import { classifySubmitResult, type SubmitResultLike } from './submitResult';

// A toy mutation's answer: any flow's `{ success, id, errors }` with its own extra fields.
interface SubmitApplicationResult extends SubmitResultLike {
  linkCode: string | null;
  state: string | null;
  centerNames: string[];
}

const result = (overrides: Partial<SubmitApplicationResult>): SubmitApplicationResult => ({
  success: true,
  id: 'app-1',
  linkCode: 'code',
  state: 'ApprovalPending',
  centerNames: ['Lincoln Park'],
  errors: [],
  ...overrides,
});

test('success with an id is a success', () => {
  const ok = result({});
  assert.deepEqual(classifySubmitResult(ok), { kind: 'success', result: ok });
});

// The flow's mapper: input paths outside the form are messages for the whole form.
const toFormPath = (path: string) => (path.startsWith('selectedCenter') ? '' : path);

test('success false brings the field errors, mapped onto form paths', () => {
  const outcome = classifySubmitResult(
    result({
      success: false,
      id: '',
      errors: [
        { path: 'children.0.dateOfBirth', key: 'date-invalid' },
        { path: 'selectedCenter.id', key: 'center-not-available' },
      ],
    }),
    toFormPath,
  );
  assert.deepEqual(outcome, {
    kind: 'invalid',
    errors: [
      { path: 'children.0.dateOfBirth', key: 'date-invalid' },
      { path: '', key: 'center-not-available' },
    ],
  });
});

test('no result, or a failure without errors, or success without an id, is a plain failure', () => {
  assert.deepEqual(classifySubmitResult(null), { kind: 'failed', messages: [] });
  assert.deepEqual(classifySubmitResult(result({ success: false, id: '' })), { kind: 'failed', messages: [] });
  assert.deepEqual(classifySubmitResult(result({ success: true, id: '' })), { kind: 'failed', messages: [] });
});
