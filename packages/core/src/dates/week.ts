import { DEFAULT_REGION, type Region } from '../region/region';
import { formatWireDate, parseWireDate } from './wire-date';

export type WeekStart = 'SUNDAY' | 'MONDAY';

/** US weeks start on Sunday, AU weeks on Monday; Canada follows the US since the spec names no other start. */
export const WEEK_START_BY_REGION: Record<Region, WeekStart> = { US: 'SUNDAY', CA: 'SUNDAY', AU: 'MONDAY' };

export const weekStartFor = (region: Region = DEFAULT_REGION): WeekStart => WEEK_START_BY_REGION[region];

/** Day of week of a wire date, Sunday 0 to Saturday 6; null for an unreadable date. */
export function dayOfWeekOf(wireDate: string): number | null {
  const date = parseWireDate(wireDate);
  if (!date) return null;
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/** The first day (YYYY-MM-DD) of the region's week that holds the given date. */
export function startOfWeek(wireDate: string, region: Region = DEFAULT_REGION): string | null {
  const date = parseWireDate(wireDate);
  const weekday = dayOfWeekOf(wireDate);
  if (!date || weekday === null) return null;
  const startDay = weekStartFor(region) === 'SUNDAY' ? 0 : 1;
  const back = (weekday - startDay + 7) % 7;
  const start = new Date(Date.UTC(date.year, date.month - 1, date.day - back));
  return formatWireDate({ year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, day: start.getUTCDate() });
}
