import type { ValidationCatalogue } from './catalogue';

/** The keys of DATE_ERROR_KEYS (@cc/core, dates/). */
export type DateMessageKey = 'date-invalid';

// The hint names the region's display format, so a parent in Australia is not told to type the month first.
export const datesValidationMessages: ValidationCatalogue<DateMessageKey> = {
  US: {
    'date-invalid': 'Enter a valid date as MM-DD-YYYY.',
  },
  AU: {
    'date-invalid': 'Enter a valid date as DD-MM-YYYY.',
  },
};
