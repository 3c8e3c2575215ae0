import type { ValidationCatalogue } from './catalogue';

/** The keys of COUNTS_ERROR_KEYS (@cc/core, counts/); the unanswered has-contact question uses `required`. */
export type CountsMessageKey =
  'min-contacts' | 'min-emergency-contact-per-child' | 'min-permission-to-pick-up-per-child' | 'repeatable-minimum';

export const countsValidationMessages: ValidationCatalogue<CountsMessageKey> = {
  US: {
    'min-contacts': 'Please add at least {min, plural, one {# contact} other {# contacts}}.',
    'min-emergency-contact-per-child':
      'Please mark at least {min, plural, one {# contact} other {# contacts}} as an emergency contact for {name}.',
    'min-permission-to-pick-up-per-child':
      'Please give at least {min, plural, one {# contact} other {# contacts}} permission to pick up {name}.',
    'repeatable-minimum': 'Please add at least {min, plural, one {# entry} other {# entries}}.',
  },
};
