import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The calendar date (YYYY-MM-DD) at an instant in an IANA time zone, e.g. a centre's "today". Offer expiry is
 * judged by the centre's zone, not the browser's or the server's.
 */
export function localDateIn(timeZone: string, now: Date): string {
  return dayjs(now).tz(timeZone).format('YYYY-MM-DD');
}

/** The calendar date at an instant in UTC, for callers with no zone of their own (the server's default). */
export function utcDate(now: Date): string {
  return dayjs.utc(now).format('YYYY-MM-DD');
}
