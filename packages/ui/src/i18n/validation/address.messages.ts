import type { ValidationCatalogue } from './catalogue';

/** The keys of ADDRESS_ERROR_KEYS (@cc/core, address/); a missing part uses the common `required`. */
export type AddressMessageKey = 'postal-code-invalid' | 'state-invalid';

export const addressValidationMessages: ValidationCatalogue<AddressMessageKey> = {
  US: {
    'postal-code-invalid': 'Enter a ZIP code of 5 digits, or 5+4 digits (12345-6789)',
    'state-invalid': 'Select a state from the list',
  },
  CA: {
    'postal-code-invalid': 'Enter a postal code in the format A1A 1A1',
    'state-invalid': 'Select a province or territory from the list',
  },
  AU: {
    'postal-code-invalid': 'Enter a postcode of 4 digits',
    'state-invalid': 'Select a state or territory from the list',
  },
};
