import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of PERSON_MATCH_ERROR_KEYS (@cc/core, person-match/). */
export type PersonMatchMessageKey = 'person-exists' | 'person-exists-centre' | 'person-check-failed';

export const personMatchValidationMessages: Record<PersonMatchMessageKey, MessageDescriptor> = defineMessages({
  'person-exists': {
    id: 'person-exists',
    defaultMessage:
      'You are already registered with us. Please log in with your account email to continue, or contact the center.',
  },
  'person-exists-centre': {
    id: 'person-exists-centre',
    defaultMessage:
      'This family is already registered. Please find them among existing families instead of creating a new inquiry.',
  },
  'person-check-failed': { id: 'person-check-failed', defaultMessage: 'Unable to validate if person exists' },
});
