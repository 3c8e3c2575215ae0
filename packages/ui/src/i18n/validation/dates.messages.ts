import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of DATE_ERROR_KEYS (@cc/core, dates/). */
export type DateMessageKey = 'date-invalid';

// The hint names the region's display format, so a parent in Australia is not told to type the month first.
export const datesValidationMessages: Record<DateMessageKey, MessageDescriptor> = defineMessages({
  'date-invalid': { id: 'date-invalid', defaultMessage: 'Enter a valid date as MM-DD-YYYY.' },
});
