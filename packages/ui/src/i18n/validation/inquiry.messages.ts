import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The keys of INQUIRY_ERROR_KEYS (@cc/core, inquiry/): what the server answers when a submit names a centre or a
 * program that is gone by the time the family submits.
 */
export type InquiryMessageKey = 'center-not-available' | 'program-not-available' | 'idempotency-key-reused';

export const inquiryValidationMessages: Record<InquiryMessageKey, MessageDescriptor> = defineMessages({
  'center-not-available': {
    id: 'center-not-available',
    defaultMessage: 'This center is no longer available. Please choose another center.',
  },
  'program-not-available': {
    id: 'program-not-available',
    defaultMessage: 'This program is no longer available at this center. Please choose another program.',
  },
  // ours: a changed form retried with the key of an earlier attempt that the server did receive
  'idempotency-key-reused': {
    id: 'idempotency-key-reused',
    defaultMessage:
      'We already received an earlier version of this form. Please contact the center if something needs to change.',
  },
});
