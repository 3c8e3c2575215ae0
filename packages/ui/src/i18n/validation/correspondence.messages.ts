import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of CORRESPONDENCE_ERROR_KEYS (@cc/core, correspondence/). */
export type CorrespondenceMessageKey = 'end-of-contract-date-past';

export const correspondenceValidationMessages: Record<CorrespondenceMessageKey, MessageDescriptor> = defineMessages({
  'end-of-contract-date-past': {
    id: 'end-of-contract-date-past',
    defaultMessage: 'The end of contract date cannot be earlier than today.',
  },
});

/** Radio labels of DECLINE_PAGE_REASONS and the decline page's texts (document 2, sections 2 and 8). */
export type DeclineMessageKey =
  | 'decline-reason-outstanding-request'
  | 'decline-reason-not-interested'
  | 'decline-reason-not-returning'
  | 'decline-reason-other'
  | 'decline-reason-up-to-date'
  | 'decline-end-of-contract-date'
  | 'decline-thank-you'
  | 'decline-error'
  | 'decline-previously-submitted';

export const declineMessages: Record<DeclineMessageKey, MessageDescriptor> = defineMessages({
  'decline-reason-outstanding-request': {
    id: 'decline-reason-outstanding-request',
    defaultMessage: 'I have an outstanding request',
  },
  'decline-reason-not-interested': { id: 'decline-reason-not-interested', defaultMessage: 'Not interested' },
  'decline-reason-not-returning': { id: 'decline-reason-not-returning', defaultMessage: 'Not returning' },
  'decline-reason-other': { id: 'decline-reason-other', defaultMessage: 'Other' },
  'decline-reason-up-to-date': { id: 'decline-reason-up-to-date', defaultMessage: 'My details are up to date' },
  'decline-end-of-contract-date': { id: 'decline-end-of-contract-date', defaultMessage: 'End of contract date' },
  'decline-thank-you': {
    id: 'decline-thank-you',
    defaultMessage: 'Thank you, your response has been sent to the center.',
  },
  'decline-error': { id: 'decline-error', defaultMessage: 'Something went wrong. Please try again later.' },
  'decline-previously-submitted': {
    id: 'decline-previously-submitted',
    defaultMessage: 'This enrolment response was previously submitted',
  },
});
