/// <reference types="node" />
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createIntl } from 'react-intl';
import type { ScheduleDay } from '@cc/core';
import { scheduleDaysText } from './scheduleDaysText';

const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US', messages: {}, onError: () => undefined });

test('a two-week schedule reads week by week, each week in weekday order, whatever order the days were picked', () => {
  const picked: ScheduleDay[] = [
    { dayOfWeek: 'THURSDAY', week: 'WEEK1' },
    { dayOfWeek: 'FRIDAY', week: 'WEEK2' },
    { dayOfWeek: 'TUESDAY', week: 'WEEK1' },
    { dayOfWeek: 'MONDAY', week: 'WEEK2' },
  ];
  assert.equal(scheduleDaysText(intl, picked), 'Week 1: Tue, Thu; Week 2: Mon, Fri');
});

test('one week reads as its days alone, in weekday order', () => {
  const picked: ScheduleDay[] = [
    { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
    { dayOfWeek: 'MONDAY', week: 'WEEK1' },
  ];
  assert.equal(scheduleDaysText(intl, picked), 'Mon, Wed');
  assert.equal(scheduleDaysText(intl, picked, 'long'), 'Monday and Wednesday');
  assert.equal(scheduleDaysText(intl, []), '');
});
