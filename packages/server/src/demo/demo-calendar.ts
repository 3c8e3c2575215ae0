import { addDaysToWireDate, dayOfWeekOf, formatWireDate } from '@cc/core';

/**
 * The dates the demo businesses are written in, worked out from the day they are seeded so the demo never goes
 * stale: "the school year running now", "next summer", "the March after next". Seeding on any day from August 2026
 * to July 2027 gives exactly the dates the demo was first written with (school year 2026-2027).
 */
export interface DemoCalendar {
  /** The seed day, YYYY-MM-DD (UTC). */
  today: string;
  /** The year the northern school year running on `today` began (they start in August). */
  schoolYear: number;
  /** The calendar year of `today`: Australian school years follow it. */
  year: number;
}

export function demoCalendar(now: Date): DemoCalendar {
  const today = now.toISOString().slice(0, 10);
  const year = now.getUTCFullYear();
  return { today, year, schoolYear: now.getUTCMonth() + 1 >= 8 ? year : year - 1 };
}

export const MONDAY = 1;
export const TUESDAY = 2;
export const FRIDAY = 5;

/** A date written as year, month and day. */
export const ymd = (year: number, month: number, day: number): string => formatWireDate({ year, month, day });

/** The first `weekday` (0 Sunday .. 6 Saturday) on or after the date. */
export function onOrAfter(weekday: number, date: string): string {
  return addDaysToWireDate(date, (weekday - dayOfWeekOf(date)! + 7) % 7);
}

/** The last `weekday` on or before the date. */
export function onOrBefore(weekday: number, date: string): string {
  return addDaysToWireDate(date, -((dayOfWeekOf(date)! - weekday + 7) % 7));
}
