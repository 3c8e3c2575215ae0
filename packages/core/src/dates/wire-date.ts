import { refine, string } from 'superstruct';

// Dates travel as YYYY-MM-DD in every payload (document 2, section 9), never as instants.

export const DATE_ERROR_KEYS = ['date-invalid'] as const;
export type DateErrorKey = (typeof DATE_ERROR_KEYS)[number];

/** A calendar date without a time or zone: what YYYY-MM-DD means. */
export interface CalendarDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Reads YYYY-MM-DD; a string of the right shape naming no real day (2023-02-29, 2024-13-01) is refused. */
export function parseWireDate(value: string): CalendarDate | null {
  const match = WIRE_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isWireDate(value: unknown): value is string {
  return typeof value === 'string' && parseWireDate(value) !== null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatWireDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The date `days` later (earlier when negative), across month and year ends; throws on an unreadable date. */
export function addDaysToWireDate(wireDate: string, days: number): string {
  const date = parseWireDate(wireDate);
  if (!date) throw new Error(`Not a YYYY-MM-DD date: ${wireDate}`);
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return formatWireDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** Wire dates compare correctly as strings because every part is zero-padded to a fixed width. */
export function compareWireDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A YYYY-MM-DD field: blank is `required` (via checkStruct), anything else that is no real date `date-invalid`. */
export const WireDate = refine(string(), 'wire-date', (value) => isWireDate(value) || 'date-invalid');
