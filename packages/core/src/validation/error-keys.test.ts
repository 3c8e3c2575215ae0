import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ERROR_KEYS } from './error-keys';

test('error keys are unique kebab-case names, so one key never means two things', () => {
  assert.equal(new Set(ERROR_KEYS).size, ERROR_KEYS.length);
  for (const key of ERROR_KEYS) assert.match(key, /^[a-z0-9]+(-[a-z0-9]+)*$/, key);
});
