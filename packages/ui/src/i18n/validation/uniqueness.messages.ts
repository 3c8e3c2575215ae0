import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of UNIQUENESS_ERROR_KEYS (@cc/core, uniqueness/). */
export type UniquenessMessageKey =
  | 'duplicate-email'
  | 'duplicate-values'
  | 'duplicate-primary-contact-email'
  | 'duplicate-contact'
  | 'child-already-added';

export const uniquenessValidationMessages: Record<UniquenessMessageKey, MessageDescriptor> = defineMessages({
  'duplicate-email': { id: 'duplicate-email', defaultMessage: 'This email address is already in use' },
  'duplicate-values': { id: 'duplicate-values', defaultMessage: 'This value cannot be reused' },
  'duplicate-primary-contact-email': {
    id: 'duplicate-primary-contact-email',
    defaultMessage: 'Please use a different email address for each primary contact',
  },
  'duplicate-contact': { id: 'duplicate-contact', defaultMessage: 'This person is already listed as a contact.' },
  'child-already-added': { id: 'child-already-added', defaultMessage: 'You have already added {name}.' },
});
