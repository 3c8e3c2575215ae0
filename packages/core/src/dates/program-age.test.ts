import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ageInMonths, isAgeInRange } from './age';

test('age counts whole months, the day of the month deciding', () => {
  assert.equal(ageInMonths('2024-02-14', '2024-02-14'), 0);
  assert.equal(ageInMonths('2024-02-14', '2024-03-13'), 0);
  assert.equal(ageInMonths('2024-02-14', '2024-03-14'), 1);
  assert.equal(ageInMonths('2022-09-03', '2027-09-02'), 59);
  assert.equal(ageInMonths('2022-09-03', '2027-09-03'), 60);
  assert.equal(ageInMonths('2027-01-01', '2026-12-31'), -1);
  // A monthly anniversary the month lacks falls on its last day (ageOn's rule, the same the review shows).
  assert.equal(ageInMonths('2024-01-31', '2024-02-29'), 1);
  assert.equal(ageInMonths('not a date', '2024-02-29'), -1);
});

test('the range includes both ends and refuses children not yet born', () => {
  assert.equal(isAgeInRange(18, 18, 35), true);
  assert.equal(isAgeInRange(35, 18, 35), true);
  assert.equal(isAgeInRange(36, 18, 35), false);
  assert.equal(isAgeInRange(200, 60, null), true);
  assert.equal(isAgeInRange(-1, null, null), false);
});
