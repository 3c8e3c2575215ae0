import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of OFFER_ERROR_KEYS (@cc/core, offer-status/): why the accept button is disabled. */
export type OfferMessageKey = 'terms-required' | 'offer-expired' | 'accept-in-progress' | 'payment-method-required';

export const offerValidationMessages: Record<OfferMessageKey, MessageDescriptor> = defineMessages({
  'terms-required': { id: 'terms-required', defaultMessage: 'Please accept the terms and conditions to continue.' },
  // the spec's text, spelt as each region spells enrolment
  'offer-expired': { id: 'offer-expired', defaultMessage: 'Uh oh, your enrollment request expired' },
  'accept-in-progress': {
    id: 'accept-in-progress',
    defaultMessage: 'We are processing your application. Please wait.',
  },
  'payment-method-required': {
    id: 'payment-method-required',
    defaultMessage: 'You must add a payment method before you can proceed.',
  },
});

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

export const statusLabelMessages: Record<StatusLabelMessageKey, MessageDescriptor> = defineMessages({
  'status-completed': { id: 'status-completed', defaultMessage: 'Completed' },
  'status-withdrawn': { id: 'status-withdrawn', defaultMessage: 'Withdrawn' },
  'status-offered-awaiting-response': {
    id: 'status-offered-awaiting-response',
    defaultMessage: 'Offered - Awaiting Response',
  },
  'status-new': { id: 'status-new', defaultMessage: 'New' },
  'status-offer-expired': { id: 'status-offer-expired', defaultMessage: 'Offer Expired' },
  'status-accepted': { id: 'status-accepted', defaultMessage: 'Accepted' },
  'status-accepted-waitlist': { id: 'status-accepted-waitlist', defaultMessage: 'Accepted to Waitlist' },
  'status-offered-waitlist': { id: 'status-offered-waitlist', defaultMessage: 'Offered a Waitlist Place' },
  'status-approval-pending': { id: 'status-approval-pending', defaultMessage: 'Approval Pending' },
  'status-approval-waitlist-pending': {
    id: 'status-approval-waitlist-pending',
    defaultMessage: 'Waitlist Approval Pending',
  },
  'status-deleted': { id: 'status-deleted', defaultMessage: 'Removed' },
  'status-processing': { id: 'status-processing', defaultMessage: 'Processing' },
});

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

export const outcomeMessages: Record<OutcomeMessageKey, MessageDescriptor> = defineMessages({
  'outcome-submitted-title': { id: 'outcome-submitted-title', defaultMessage: 'Successful Submission' },
  'outcome-submitted-body': {
    id: 'outcome-submitted-body',
    defaultMessage: 'Your request has been sent to {centres}. They will be in touch with you soon.',
  },
  'outcome-waitlist-title': { id: 'outcome-waitlist-title', defaultMessage: 'You are on the Waiting List' },
  'outcome-waitlist-body': {
    id: 'outcome-waitlist-body',
    defaultMessage: '{centres} will contact you when a place becomes available.',
  },
  'outcome-approval-pending-title': { id: 'outcome-approval-pending-title', defaultMessage: 'Approval Pending' },
  'outcome-approval-pending-body': {
    id: 'outcome-approval-pending-body',
    defaultMessage: 'Your request is waiting for approval from {centres}.',
  },
  'outcome-approval-pending-waitlist-body': {
    id: 'outcome-approval-pending-waitlist-body',
    defaultMessage:
      'Your request is waiting for approval from {centres}. If approved, you will be placed on the waiting list.',
  },
  'outcome-enrollment-updated-title': { id: 'outcome-enrollment-updated-title', defaultMessage: 'Enrollment Updated' },
  'offer-expired-on': { id: 'offer-expired-on', defaultMessage: 'expired on {date}' },
});
