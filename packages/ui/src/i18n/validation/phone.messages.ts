import type { ValidationCatalogue } from './catalogue';

/** The keys of PHONE_ERROR_KEYS (@cc/core, phone/). */
export type PhoneMessageKey = 'phone-invalid' | 'phone-type-required';

export const phoneValidationMessages: ValidationCatalogue<PhoneMessageKey> = {
  US: {
    'phone-invalid': 'Please enter a valid phone number',
    'phone-type-required': 'Select a type.',
  },
};
