import { localDateIn, utcDate } from '../dates/zoned';
import { parseWireDate } from '../dates/wire-date';

/**
 * An offer's expiry date (YYYY-MM-DD) is its last valid day in the centre's time zone: the offer is over once
 * the centre's local date is past it. A parent in another zone, or a server in UTC, gets the same answer as
 * the centre. No expiry date means the offer never expires.
 */
export function isOfferExpired(expiryDate: string | null | undefined, centreTimeZone: string, now: Date): boolean {
  if (!expiryDate || parseWireDate(expiryDate) === null) return false;
  return centreToday(centreTimeZone, now) > expiryDate;
}

/** The centre's local date; a centre whose zone is unknown to the runtime is judged in UTC instead of failing. */
export function centreToday(centreTimeZone: string, now: Date): string {
  try {
    return localDateIn(centreTimeZone, now);
  } catch {
    return utcDate(now);
  }
}
