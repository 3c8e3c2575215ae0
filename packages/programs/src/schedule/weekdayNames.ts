import type { IntlShape } from 'react-intl';
import { WEEKDAYS, type Weekday } from '@cc/core';

// 1 January 2024 was a Monday; adding the weekday's index gives a date that falls on it, in UTC.
const dateOf = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));

/** The weekday's name in the widget's locale ("Monday", or "Mon" when short). */
export function weekdayName(intl: IntlShape, day: Weekday, width: 'long' | 'short' = 'long'): string {
  return intl.formatDate(dateOf(day), { weekday: width, timeZone: 'UTC' });
}
