import type { ValidationCatalogue } from './catalogue';

/** The keys of CRN_ERROR_KEYS (@cc/core, crn/). The CRN is Australian, so both texts read the same everywhere. */
export type CrnMessageKey = 'crn-format' | 'crn-invalid';

export const crnValidationMessages: ValidationCatalogue<CrnMessageKey> = {
  US: {
    'crn-format': 'Invalid CRN. CRN format is 9 digits followed by a letter',
    'crn-invalid': 'The CRN provided is invalid',
  },
};
