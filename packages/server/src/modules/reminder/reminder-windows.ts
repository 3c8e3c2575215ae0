import { addDaysToWireDate } from '@cc/core';

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at an instant (-300 for New York in winter). */
function offsetMinutes(timeZone: string, at: Date): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const part = (type: string) => Number(formatter.formatToParts(at).find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a calendar day begins in a zone. Twice round: the first guess uses the offset at UTC midnight, which
 * is an hour off when a DST change falls between the two.
 */
export function startOfDayIn(timeZone: string, wireDate: string): Date {
  const utcMidnight = Date.parse(`${wireDate}T00:00:00Z`);
  let instant = utcMidnight - offsetMinutes(timeZone, new Date(utcMidnight)) * 60_000;
  instant = utcMidnight - offsetMinutes(timeZone, new Date(instant)) * 60_000;
  return new Date(instant);
}

/** An offer may be accepted through its expiry date in the centre's zone: it lapses as the next day begins there. */
export const offerLapsesAt = (timeZone: string, expiryDate: string): Date =>
  startOfDayIn(timeZone, addDaysToWireDate(expiryDate, 1));

export interface ReminderOffer {
  expiryDate: string;
  timezone: string;
  createdAt: Date;
}

/**
 * The one threshold (hours before the offer lapses) whose reminder is due now, or null. Each threshold owns the
 * window from its moment to the next smaller one's, so a copy that was down through a window sends only the
 * reminder that is still current, not a pile of stale ones. An offer made after a threshold's moment never gets
 * that threshold's reminder.
 */
export function dueThreshold(offer: ReminderOffer, thresholds: readonly number[], now: Date): number | null {
  const lapses = offerLapsesAt(offer.timezone, offer.expiryDate).getTime();
  const at = now.getTime();
  if (at >= lapses) return null;
  const ordered = [...new Set(thresholds)].filter((h) => h > 0).sort((a, b) => a - b);
  for (const [i, hours] of ordered.entries()) {
    const from = lapses - hours * 3_600_000;
    const until = i === 0 ? lapses : lapses - ordered[i - 1]! * 3_600_000;
    if (at >= from && at < until) return offer.createdAt.getTime() <= from ? hours : null;
  }
  return null;
}
