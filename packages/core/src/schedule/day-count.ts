import type { FieldError } from '../validation/result';
import { daysInWeek, weeksForCycleType } from './day-picker';
import { PICKER_WEEKDAYS, type ScheduleDay, type CycleType } from './schedule-types';

export interface EnrolmentDayLimits {
  minDays?: number | null;
  maxDays?: number | null;
}

/**
 * The day count of each week must lie between the program's minimum and maximum enrolment days. When both are the
 * same the child must pick exactly that many ("child-schedule-days-selection", `{count}`); otherwise the range is
 * named ("child-schedule-minimum-selection", `{min}` and `{max}`). Casual schedules skip the check; a weekly one
 * needs at least one day.
 */
export function validateScheduleDays(
  schedule: { cycleType: CycleType; days: readonly ScheduleDay[] },
  limits: EnrolmentDayLimits,
  path = 'days',
): FieldError[] {
  if (schedule.cycleType === 'Casual') return [];
  const min = Math.max(limits.minDays ?? 1, 1);
  // Without a maximum the picker itself is the limit: five weekdays.
  const max = limits.maxDays ?? PICKER_WEEKDAYS.length;
  for (const week of weeksForCycleType(schedule.cycleType)) {
    const count = daysInWeek(schedule.days, week).length;
    if (count >= min && count <= max) continue;
    if (min === max) return [{ path, key: 'child-schedule-days-selection', values: { count: min } }];
    if (count === 0 && min === 1) return [{ path, key: 'child-schedule-at-least-one-day' }];
    return [{ path, key: 'child-schedule-minimum-selection', values: { min, max } }];
  }
  return [];
}
