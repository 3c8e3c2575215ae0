// A formatter per time zone, made once: Intl.DateTimeFormat is costly to build and cheap to reuse, and an instant's
// calendar date in a zone is all these callers need (dayjs's timezone plugin built the same answer per call).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  // Stryker disable next-line ConditionalExpression: a cache; a new formatter formats the same
  if (!formatter) {
    // Throws a RangeError for a name that is not an IANA zone, as dayjs did.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar date (YYYY-MM-DD) at an instant in an IANA time zone, e.g. a centre's "today". Offer expiry is
 * judged by the centre's zone, not the browser's or the server's.
 */
export function localDateIn(timeZone: string, now: Date): string {
  // Stryker disable next-line StringLiteral: formatToParts always gives the year, month and day
  let year = '';
  // Stryker disable next-line StringLiteral: formatToParts always gives the year, month and day
  let month = '';
  // Stryker disable next-line StringLiteral: formatToParts always gives the year, month and day
  let day = '';
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/**
 * The calendar date at an instant in this machine's own zone: a browser's "today" before a centre's zone is known.
 * It reads the Date's local fields, the same answer as localDateIn with the zone Intl resolves for this machine,
 * without building Intl formatters (the first of a page costs a phone tens of milliseconds).
 */
export function systemDate(now: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;
}

/** The calendar date at an instant in UTC, for callers with no zone of their own (the server's default). */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}
