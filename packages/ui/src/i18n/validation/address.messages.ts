import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of ADDRESS_ERROR_KEYS (@cc/core, address/); a missing part uses the common `required`. */
export type AddressMessageKey = 'postal-code-invalid' | 'state-invalid';

export const addressValidationMessages: Record<AddressMessageKey, MessageDescriptor> = defineMessages({
  'postal-code-invalid': {
    id: 'postal-code-invalid',
    defaultMessage: 'Enter a ZIP code of 5 digits, or 5+4 digits (12345-6789)',
  },
  'state-invalid': { id: 'state-invalid', defaultMessage: 'Select a state from the list' },
});
