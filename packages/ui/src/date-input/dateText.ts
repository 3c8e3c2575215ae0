// A date as a family types it, in the region's order (US and Canada MM-DD-YYYY, Australia DD-MM-YYYY: @cc/core's
// display formats), whatever language the browser speaks; the form keeps YYYY-MM-DD as the wire wants it. Text that
// is no whole date yet stays in the form as typed, so nothing is lost and validation names it ("date-invalid").
import { DATE_DISPLAY_FORMATS, isWireDate, type Region } from '@cc/core';

type Order = 'DMY' | 'MDY';

export const dateOrder = (region: Region): Order => (DATE_DISPLAY_FORMATS[region].startsWith('DD') ? 'DMY' : 'MDY');

/** The pattern shown beside the field, e.g. "DD-MM-YYYY". */
export const datePattern = (region: Region): string => DATE_DISPLAY_FORMATS[region];

/** The text the field shows for a form value: a wire date in the region's order, anything else as it was typed. */
export function dateTextOf(value: string | undefined, region: Region): string {
  if (!value) return '';
  if (!isWireDate(value)) return value;
  const [year, month, day] = value.split('-');
  return dateOrder(region) === 'DMY' ? `${day}-${month}-${year}` : `${month}-${day}-${year}`;
}

/**
 * What the family typed, tidied as they type: digits only, with the dashes put in ("27032021" and "27/03/2021"
 * both read "27-03-2021"); a one-digit day or month before a separator gets its zero ("1/3/2021" -> "01-03-2021").
 * No dash is added at the end, so Backspace still removes one. A pasted YYYY-MM-DD is turned round.
 */
export function tidyDateText(typed: string, region: Region): string {
  if (isWireDate(typed.trim())) return dateTextOf(typed.trim(), region);
  const parts = typed.split(/[^0-9]+/);
  const ended = /[^0-9]$/.test(typed);
  let digits = '';
  parts.forEach((part, index) => {
    const closed = index < parts.length - 1 || ended;
    // A day or month closed by a separator is padded; the year and an open part are kept as typed.
    digits += closed && digits.length < 4 && part.length === 1 ? `0${part}` : part;
  });
  digits = digits.slice(0, 8);
  const day = digits.slice(0, 2);
  const month = digits.slice(2, 4);
  const year = digits.slice(4);
  return [day, month, year].filter((piece) => piece !== '').join('-');
}

/** The form value for the field's text: YYYY-MM-DD once it names a real day, else the text itself. */
export function dateValueOf(text: string, region: Region): string {
  const found = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!found) return text;
  const [first, second, year] = [found[1], found[2], found[3]];
  const wire = dateOrder(region) === 'DMY' ? `${year}-${second}-${first}` : `${year}-${first}-${second}`;
  return isWireDate(wire) ? wire : text;
}
