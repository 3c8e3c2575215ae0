import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of PHONE_ERROR_KEYS (@cc/core, phone/). */
export type PhoneMessageKey = 'phone-invalid' | 'phone-type-required';

export const phoneValidationMessages: Record<PhoneMessageKey, MessageDescriptor> = defineMessages({
  'phone-invalid': { id: 'phone-invalid', defaultMessage: 'Please enter a valid phone number' },
  'phone-type-required': { id: 'phone-type-required', defaultMessage: 'Select a type.' },
});
