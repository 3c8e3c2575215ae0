import type { ValidationCatalogue } from './catalogue';

/** The keys of CORRESPONDENCE_ERROR_KEYS (@cc/core, correspondence/). */
export type CorrespondenceMessageKey = 'end-of-contract-date-past';

export const correspondenceValidationMessages: ValidationCatalogue<CorrespondenceMessageKey> = {
  US: {
    'end-of-contract-date-past': 'The end of contract date cannot be earlier than today.',
  },
};

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

export const declineMessages: ValidationCatalogue<DeclineMessageKey> = {
  US: {
    'decline-reason-outstanding-request': 'I have an outstanding request',
    'decline-reason-not-interested': 'Not interested',
    'decline-reason-not-returning': 'Not returning',
    'decline-reason-other': 'Other',
    'decline-reason-up-to-date': 'My details are up to date',
    'decline-end-of-contract-date': 'End of contract date',
    'decline-thank-you': 'Thank you, your response has been sent to the center.',
    'decline-error': 'Something went wrong. Please try again later.',
    'decline-previously-submitted': 'This enrolment response was previously submitted',
  },
  CA: {
    'decline-thank-you': 'Thank you, your response has been sent to the centre.',
  },
  AU: {
    'decline-thank-you': 'Thank you, your response has been sent to the centre.',
  },
};
