import type { IntlShape } from 'react-intl';
import { WEEKDAYS, type ScheduleDay } from '@cc/core';

// 1 January 2024 was a Monday: adding a weekday's index gives a date on that weekday, for Intl to name.
const nameOf = (intl: IntlShape, day: ScheduleDay['dayOfWeek']) =>
  intl.formatDate(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))), { weekday: 'long', timeZone: 'UTC' });

/**
 * The offered days, week by week in weekday order, each week as one list in the widget's locale: ["Monday and
 * Wednesday"], or two entries for a two-week schedule. Kept to the offer (the enquiry's program cards have their own
 * compact form) so the offer's first screen shares no schedule code with the enquiry's.
 */
export function offerDaysByWeek(intl: IntlShape, days: readonly ScheduleDay[]): string[] {
  return (['WEEK1', 'WEEK2'] as const)
    .map((week) =>
      days
        .filter((day) => day.week === week)
        .map((day) => day.dayOfWeek)
        .sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b)),
    )
    .filter((weekDays) => weekDays.length > 0)
    .map((weekDays) =>
      intl.formatList(
        weekDays.map((day) => nameOf(intl, day)),
        { type: 'conjunction' },
      ),
    );
}
