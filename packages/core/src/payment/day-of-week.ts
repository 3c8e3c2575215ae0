/** Day-of-week numbers of the payment API: Sunday 0 to Saturday 6, and 99 for a day it does not know. */
export const DAY_OF_WEEK_NUMBERS = {
  SUNDAY: 0,
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
} as const;
export type DayOfWeekName = keyof typeof DAY_OF_WEEK_NUMBERS;
export const UNKNOWN_DAY_OF_WEEK = 99;

const NAMES = Object.keys(DAY_OF_WEEK_NUMBERS) as DayOfWeekName[];

export const dayOfWeekNumber = (day: string | null | undefined): number =>
  day !== null && day !== undefined && day.toUpperCase() in DAY_OF_WEEK_NUMBERS
    ? DAY_OF_WEEK_NUMBERS[day.toUpperCase() as DayOfWeekName]
    : UNKNOWN_DAY_OF_WEEK;

export const dayOfWeekName = (n: number): DayOfWeekName | null => NAMES[n] ?? null;

/** Bitmask values: Sunday 1, Monday 2, Tuesday 4 ... Saturday 64, so a set of days is one number. */
export const DAY_OF_WEEK_BITS: Record<DayOfWeekName, number> = {
  SUNDAY: 1,
  MONDAY: 2,
  TUESDAY: 4,
  WEDNESDAY: 8,
  THURSDAY: 16,
  FRIDAY: 32,
  SATURDAY: 64,
};

export const toDayMask = (days: readonly DayOfWeekName[]): number =>
  days.reduce((mask, day) => mask | DAY_OF_WEEK_BITS[day], 0);

/** The days of a mask, Sunday first; bits above Saturday are ignored. */
export const fromDayMask = (mask: number): DayOfWeekName[] =>
  NAMES.filter((day) => (mask & DAY_OF_WEEK_BITS[day]) !== 0);
