import type { Weekday } from '../domain/enums';

/** Cycle types of a program schedule; the wizard offers Weekly and Casual, Biweekly only for US new families. */
export const CYCLE_TYPES = ['Weekly', 'Biweekly', 'Casual'] as const;
export type CycleType = (typeof CYCLE_TYPES)[number];
export const DEFAULT_CYCLE_TYPE: CycleType = 'Weekly';

export const WEEKS = ['WEEK1', 'WEEK2'] as const;
export type Week = (typeof WEEKS)[number];

export interface ScheduleDay {
  dayOfWeek: Weekday;
  week: Week;
}

/** The day picker offers Monday to Friday only. */
export const PICKER_WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
] as const satisfies readonly Weekday[];

/** What a child's schedule for one program holds while it is being chosen (dates are YYYY-MM-DD). */
export interface ScheduleDraft {
  cycleType: CycleType;
  days: ScheduleDay[];
  startDate?: string;
}

export const SCHEDULE_ERROR_KEYS = [
  'child-schedule-days-selection',
  'child-schedule-minimum-selection',
  'child-schedule-at-least-one-day',
  'schedule-start-date-invalid',
  'schedule-start-date-before-today',
  'schedule-start-date-after-program-end',
  'schedule-start-date-not-program-start',
] as const;
export type ScheduleErrorKey = (typeof SCHEDULE_ERROR_KEYS)[number];
