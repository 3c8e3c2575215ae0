import { daysInMonth, parseWireDate, type CalendarDate } from './wire-date';

export interface Age {
  years: number;
  months: number; // 0..11
}

/**
 * Completed years and months between a date of birth and a given date, both YYYY-MM-DD (ages display in years
 * and months). A monthly anniversary that falls on a day the month lacks (the 31st, 29 February) is taken as
 * that month's last day, so a child born on 31 January is one month old on 28 February.
 * Returns null when either date is unreadable or the date comes before the birth.
 */
export function ageOn(dateOfBirth: string, on: string): Age | null {
  const born = parseWireDate(dateOfBirth);
  const at = parseWireDate(on);
  if (!born || !at) return null;
  let months = (at.year - born.year) * 12 + (at.month - born.month);
  if (!reachedMonthlyAnniversary(born, at)) months -= 1;
  if (months < 0) return null;
  return { years: Math.floor(months / 12), months: months % 12 };
}

function reachedMonthlyAnniversary(born: CalendarDate, at: CalendarDate): boolean {
  const anniversaryDay = Math.min(born.day, daysInMonth(at.year, at.month));
  return at.day >= anniversaryDay;
}

/** Completed months from a date of birth to a day (ageOn's rule); -1 before the birth or for an unreadable date. */
export function ageInMonths(dateOfBirth: string, on: string): number {
  const age = ageOn(dateOfBirth, on);
  return age ? age.years * 12 + age.months : -1;
}

/** Whether a child of `months` fits a program's ages: both ends inclusive, a null end open, never before birth. */
export function isAgeInRange(months: number, min: number | null | undefined, max: number | null | undefined): boolean {
  if (months < 0) return false;
  return (min == null || months >= min) && (max == null || months <= max);
}
