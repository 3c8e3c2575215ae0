import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of COUNTS_ERROR_KEYS (@cc/core, counts/); the unanswered has-contact question uses `required`. */
export type CountsMessageKey =
  'min-contacts' | 'min-emergency-contact-per-child' | 'min-permission-to-pick-up-per-child' | 'repeatable-minimum';

export const countsValidationMessages: Record<CountsMessageKey, MessageDescriptor> = defineMessages({
  'min-contacts': {
    id: 'min-contacts',
    defaultMessage: 'Please add at least {min, plural, one {# contact} other {# contacts}}.',
  },
  'min-emergency-contact-per-child': {
    id: 'min-emergency-contact-per-child',
    defaultMessage:
      'Please mark at least {min, plural, one {# contact} other {# contacts}} as an emergency contact for {name}.',
  },
  'min-permission-to-pick-up-per-child': {
    id: 'min-permission-to-pick-up-per-child',
    defaultMessage:
      'Please give at least {min, plural, one {# contact} other {# contacts}} permission to pick up {name}.',
  },
  'repeatable-minimum': {
    id: 'repeatable-minimum',
    defaultMessage: 'Please add at least {min, plural, one {# entry} other {# entries}}.',
  },
});
