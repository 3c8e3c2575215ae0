import type { ValidationCatalogue } from './catalogue';

/** The keys of PERSON_MATCH_ERROR_KEYS (@cc/core, person-match/). */
export type PersonMatchMessageKey = 'person-exists' | 'person-exists-centre' | 'person-check-failed';

export const personMatchValidationMessages: ValidationCatalogue<PersonMatchMessageKey> = {
  US: {
    'person-exists':
      'You are already registered with us. Please log in with your account email to continue, or contact the center.',
    'person-exists-centre':
      'This family is already registered. Please find them among existing families instead of creating a new inquiry.',
    'person-check-failed': 'Unable to validate if person exists',
  },
  CA: {
    'person-exists':
      'You are already registered with us. Please log in with your account email to continue, or contact the centre.',
    'person-exists-centre':
      'This family is already registered. Please find them among existing families instead of creating a new enquiry.',
  },
  AU: {
    'person-exists':
      'You are already registered with us. Please log in with your account email to continue, or contact the centre.',
    'person-exists-centre':
      'This family is already registered. Please find them among existing families instead of creating a new enquiry.',
  },
};
