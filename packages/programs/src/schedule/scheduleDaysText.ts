// Apart from weekdayNames.ts, which is on the first screen's path: only the program cards (a later part) use this.
import { defineMessages, type IntlShape } from 'react-intl';
import { WEEKS, sortDays, type ScheduleDay } from '@cc/core';
import { weekdayName } from './weekdayNames';

const messages = defineMessages<{ weekDays: { week: number; days: string } }>({
  // ours: one week's days of a two-week schedule
  weekDays: { id: 'enquiry.schedule.weekDays', defaultMessage: 'Week {week}: {days}' },
});

/**
 * A schedule's days in order, week by week: "Mon, Wed" for one week; "Week 1: Tue, Thu; Week 2: Mon, Fri" when
 * there are two (a biweekly schedule), so nobody reads four days of two weeks as one.
 */
export function scheduleDaysText(
  intl: IntlShape,
  days: readonly ScheduleDay[],
  width: 'long' | 'short' = 'short',
): string {
  const byWeek = WEEKS.map((week) => sortDays(days.filter((day) => day.week === week))).filter((w) => w.length > 0);
  const names = (weekDays: readonly ScheduleDay[]) =>
    intl.formatList(
      weekDays.map((day) => weekdayName(intl, day.dayOfWeek, width)),
      width === 'short' ? { type: 'unit', style: 'short' } : { type: 'conjunction' },
    );
  if (byWeek.length <= 1) return names(byWeek[0] ?? []);
  return byWeek
    .map((weekDays) =>
      intl.formatMessage(messages.weekDays, {
        week: WEEKS.indexOf(weekDays[0]!.week) + 1,
        days: names(weekDays),
      }),
    )
    .join('; ');
}
