import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of SIGN_IN_ERROR_KEYS (@cc/core, sign-in/). */
export type SignInMessageKey = 'sign-in-code-format';

export const signInValidationMessages: Record<SignInMessageKey, MessageDescriptor> = defineMessages({
  // ours
  'sign-in-code-format': { id: 'sign-in-code-format', defaultMessage: 'Enter the 6-digit code from the email.' },
});
