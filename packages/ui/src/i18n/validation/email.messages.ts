import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of EMAIL_ERROR_KEYS (@cc/core, email/). */
export type EmailMessageKey = 'email-invalid';

export const emailValidationMessages: Record<EmailMessageKey, MessageDescriptor> = defineMessages({
  'email-invalid': { id: 'email-invalid', defaultMessage: 'The email address is invalid' },
});
