import type { ValidationCatalogue } from './catalogue';

/** The keys of EMAIL_ERROR_KEYS (@cc/core, email/). */
export type EmailMessageKey = 'email-invalid';

export const emailValidationMessages: ValidationCatalogue<EmailMessageKey> = {
  US: {
    'email-invalid': 'The email address is invalid',
  },
};
