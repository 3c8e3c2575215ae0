import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { DEFAULT_REGION, type Region } from '../region/region';
import { parseWireDate } from './wire-date';

dayjs.extend(utc);

/**
 * Display formats per region (document 2, section 9). The spec names US and AU only; Canada follows the US
 * format because nothing says otherwise.
 */
export const DATE_DISPLAY_FORMATS: Record<Region, string> = {
  US: 'MM-DD-YYYY',
  CA: 'MM-DD-YYYY',
  AU: 'DD-MM-YYYY',
};
export const DEFAULT_DATE_DISPLAY_FORMAT = DATE_DISPLAY_FORMATS[DEFAULT_REGION];

/** Offers show their dates as "MMM DD, YYYY", e.g. "Mar 05, 2025". */
export const OFFER_DATE_FORMAT = 'MMM DD, YYYY';

/**
 * Formats a wire date with a dayjs pattern. The date is read as UTC midnight so that no local zone can shift
 * it to the day before; an unreadable value gives an empty string rather than "Invalid Date" on screen.
 */
export function formatWireDateAs(wireDate: string, pattern: string): string {
  if (parseWireDate(wireDate) === null) return '';
  return dayjs.utc(wireDate).format(pattern);
}

export const formatDateForRegion = (wireDate: string, region: Region = DEFAULT_REGION) =>
  formatWireDateAs(wireDate, DATE_DISPLAY_FORMATS[region]);

export const formatOfferDate = (wireDate: string) => formatWireDateAs(wireDate, OFFER_DATE_FORMAT);
