import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dateTextOf, dateValueOf, datePattern, tidyDateText } from './dateText';

test('a wire date reads in the region order: day first in Australia, month first in the US and Canada', () => {
  assert.equal(dateTextOf('2021-03-27', 'AU'), '27-03-2021');
  assert.equal(dateTextOf('2021-03-27', 'US'), '03-27-2021');
  assert.equal(dateTextOf('2021-03-27', 'CA'), '03-27-2021');
  assert.equal(datePattern('AU'), 'DD-MM-YYYY');
  assert.equal(datePattern('US'), 'MM-DD-YYYY');
  // What is not a date yet is shown as typed.
  assert.equal(dateTextOf('27-03-20', 'AU'), '27-03-20');
  assert.equal(dateTextOf(undefined, 'AU'), '');
});

test('typing is tidied: dashes between the parts, zeros before one-digit parts a separator closed', () => {
  assert.equal(tidyDateText('27032021', 'AU'), '27-03-2021');
  assert.equal(tidyDateText('27/03/2021', 'AU'), '27-03-2021');
  assert.equal(tidyDateText('27.3.2021', 'AU'), '27-03-2021');
  assert.equal(tidyDateText('1/3/2021', 'AU'), '01-03-2021');
  assert.equal(tidyDateText('1/', 'US'), '01');
  assert.equal(tidyDateText('273', 'AU'), '27-3');
  // Backspace over a dash is not undone by the tidying.
  assert.equal(tidyDateText('27', 'AU'), '27');
  assert.equal(tidyDateText('27-03-20219', 'AU'), '27-03-2021');
  assert.equal(tidyDateText('ab', 'AU'), '');
  // A pasted YYYY-MM-DD is turned into the region's order.
  assert.equal(tidyDateText('2021-03-27', 'AU'), '27-03-2021');
  assert.equal(tidyDateText(' 2021-03-27 ', 'US'), '03-27-2021');
});

test('the form value is YYYY-MM-DD once the text names a real day in the region order, else the text', () => {
  assert.equal(dateValueOf('27-03-2021', 'AU'), '2021-03-27');
  assert.equal(dateValueOf('03-27-2021', 'US'), '2021-03-27');
  // Read in the other order, 27 is no month: kept as typed, for validation to name.
  assert.equal(dateValueOf('27-03-2021', 'US'), '27-03-2021');
  assert.equal(dateValueOf('29-02-2023', 'AU'), '29-02-2023');
  assert.equal(dateValueOf('29-02-2024', 'AU'), '2024-02-29');
  assert.equal(dateValueOf('27-03', 'AU'), '27-03');
  assert.equal(dateValueOf('', 'AU'), '');
});
