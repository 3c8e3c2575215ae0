import type { ValidationCatalogue } from './catalogue';

/** The keys of UNIQUENESS_ERROR_KEYS (@cc/core, uniqueness/). */
export type UniquenessMessageKey =
  | 'duplicate-email'
  | 'duplicate-values'
  | 'duplicate-primary-contact-email'
  | 'duplicate-contact'
  | 'child-already-added';

export const uniquenessValidationMessages: ValidationCatalogue<UniquenessMessageKey> = {
  US: {
    'duplicate-email': 'This email address is already in use',
    'duplicate-values': 'This value cannot be reused',
    'duplicate-primary-contact-email': 'Please use a different email address for each primary contact',
    'duplicate-contact': 'This person is already listed as a contact.',
    'child-already-added': 'You have already added {name}.',
  },
};
