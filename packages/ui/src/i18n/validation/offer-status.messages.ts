import type { ValidationCatalogue } from './catalogue';

/** The keys of OFFER_ERROR_KEYS (@cc/core, offer-status/): why the accept button is disabled. */
export type OfferMessageKey = 'terms-required' | 'offer-expired' | 'accept-in-progress' | 'payment-method-required';

export const offerValidationMessages: ValidationCatalogue<OfferMessageKey> = {
  US: {
    'terms-required': 'Please accept the terms and conditions to continue.',
    'offer-expired': 'Uh oh, your enrolment request expired',
    'accept-in-progress': 'We are processing your application. Please wait.',
    'payment-method-required': 'You must add a payment method before you can proceed.',
  },
};

/** The keys of STATUS_LABEL_KEYS (@cc/core, offer-status/). */
export type StatusLabelMessageKey =
  | 'status-completed'
  | 'status-withdrawn'
  | 'status-offered-awaiting-response'
  | 'status-new'
  | 'status-offer-expired'
  | 'status-accepted'
  | 'status-accepted-waitlist'
  | 'status-offered-waitlist'
  | 'status-approval-pending'
  | 'status-approval-waitlist-pending'
  | 'status-deleted'
  | 'status-processing';

export const statusLabelMessages: ValidationCatalogue<StatusLabelMessageKey> = {
  US: {
    'status-completed': 'Completed',
    'status-withdrawn': 'Withdrawn',
    'status-offered-awaiting-response': 'Offered - Awaiting Response',
    'status-new': 'New',
    'status-offer-expired': 'Offer Expired',
    'status-accepted': 'Accepted',
    'status-accepted-waitlist': 'Accepted to Waitlist',
    'status-offered-waitlist': 'Offered a Waitlist Place',
    'status-approval-pending': 'Approval Pending',
    'status-approval-waitlist-pending': 'Waitlist Approval Pending',
    'status-deleted': 'Removed',
    'status-processing': 'Processing',
  },
};

/** The keys of OUTCOME_MESSAGE_KEYS (@cc/core, offer-status/), plus the expired-offer line of the offer page. */
export type OutcomeMessageKey =
  | 'outcome-submitted-title'
  | 'outcome-submitted-body'
  | 'outcome-waitlist-title'
  | 'outcome-waitlist-body'
  | 'outcome-approval-pending-title'
  | 'outcome-approval-pending-body'
  | 'outcome-approval-pending-waitlist-body'
  | 'outcome-enrollment-updated-title'
  | 'offer-expired-on';

export const outcomeMessages: ValidationCatalogue<OutcomeMessageKey> = {
  US: {
    'outcome-submitted-title': 'Successful Submission',
    'outcome-submitted-body': 'Your request has been sent to {centres}. They will be in touch with you soon.',
    'outcome-waitlist-title': 'You are on the Waiting List',
    'outcome-waitlist-body': '{centres} will contact you when a place becomes available.',
    'outcome-approval-pending-title': 'Approval Pending',
    'outcome-approval-pending-body': 'Your request is waiting for approval from {centres}.',
    'outcome-approval-pending-waitlist-body':
      'Your request is waiting for approval from {centres}. If approved, you will be placed on the waiting list.',
    'outcome-enrollment-updated-title': 'Enrollment Updated',
    'offer-expired-on': 'expired on {date}',
  },
  AU: {
    'outcome-enrollment-updated-title': 'Enrolment Updated',
  },
};
