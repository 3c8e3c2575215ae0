import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of CRN_ERROR_KEYS (@cc/core, crn/). The CRN is Australian, so both texts read the same everywhere. */
export type CrnMessageKey = 'crn-format' | 'crn-invalid';

export const crnValidationMessages: Record<CrnMessageKey, MessageDescriptor> = defineMessages({
  'crn-format': { id: 'crn-format', defaultMessage: 'Invalid CRN. CRN format is 9 digits followed by a letter' },
  'crn-invalid': { id: 'crn-invalid', defaultMessage: 'The CRN provided is invalid' },
});
