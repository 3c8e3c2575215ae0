import type { ApplicationState, ScheduleOfferState } from './states';

/**
 * What can happen to an offer (document 2, section 4: Offer lifecycle). The family accepts, asks to return to the
 * waitlist, or declines; the centre rejects; the offer's expiry closes the application; a payment first moves the
 * application to ACCEPTED_OFFER_PENDING_PAYMENT; its success accepts the offer and its failure opens it again. A bank
 * debit stays pending for days: meanwhile the family's answer is given, so nothing else moves the offer.
 */
export const OFFER_ACTIONS = [
  'accept',
  'request-waitlist',
  'decline',
  'reject',
  'expire',
  'payment-pending',
  'payment-succeeded',
  'payment-failed',
  'form-submitted',
] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** Why the server refuses a transition; the widget shows the matching screen or message. */
export const OFFER_REFUSAL_KEYS = ['offer-expired', 'offer-closed', 'payment-required', 'not-allowed'] as const;
export type OfferRefusalKey = (typeof OFFER_REFUSAL_KEYS)[number];

export interface OfferFacts {
  state: ScheduleOfferState;
  applicationState: ApplicationState;
  /** Past its expiry date in the centre's time zone. */
  expired: boolean;
  /** A fee is due before the offer can be accepted and it has not been paid. */
  paymentDue: boolean;
  /** The centre asks for an enrolment form after acceptance; without one the offer completes on acceptance. */
  enrolmentFormRequired: boolean;
  /** A bank debit for the fee was made and has neither settled nor failed yet. */
  debitPending: boolean;
}

export type OfferTransition =
  | { ok: true; changed: boolean; state: ScheduleOfferState; applicationState: ApplicationState }
  | { ok: false; key: OfferRefusalKey };

/** The offer states a family can still answer: a place (NEW), or a waitlist place (OFFERED_WAITLIST). */
const OPEN: readonly ScheduleOfferState[] = ['NEW', 'OFFERED_WAITLIST'];
/** Closed for good: nobody moves these on. */
const CLOSED: readonly ScheduleOfferState[] = ['REJECTED', 'DELETED', 'LOST', 'COMPLETED'];

const to = (state: ScheduleOfferState, applicationState: ApplicationState, from: OfferFacts): OfferTransition => ({
  ok: true,
  changed: state !== from.state || applicationState !== from.applicationState,
  state,
  applicationState,
});
const refuse = (key: OfferRefusalKey): OfferTransition => ({ ok: false, key });

function accepted(offer: OfferFacts): OfferTransition {
  return offer.enrolmentFormRequired
    ? to('ACCEPTED', 'APPLICANT_ACCEPTED_OFFER', offer)
    : to('COMPLETED', 'COMPLETED', offer);
}

/**
 * The one place that decides a transition, on the server (which enforces it) and in the widget (which shows only
 * what the server would allow). A repeated action on an offer it already moved is allowed and changes nothing, so a
 * replayed request gets the first answer.
 */
export function offerTransition(offer: OfferFacts, action: OfferAction): OfferTransition {
  const { state } = offer;
  const isOpen = OPEN.includes(state);
  if (offer.debitPending && action !== 'payment-succeeded' && action !== 'payment-failed' && action !== 'reject')
    return refuse('not-allowed');
  switch (action) {
    case 'accept':
    case 'payment-succeeded': {
      if (state === 'ACCEPTED' || (state === 'COMPLETED' && !offer.enrolmentFormRequired)) return accepted(offer);
      if (state === 'ACCEPTED_WAITLIST') return to(state, 'ON_WAITLIST', offer);
      if (!isOpen) return refuse(CLOSED.includes(state) ? 'offer-closed' : 'not-allowed');
      // A payment is judged by the day it was made: a debit that settles after the offer's last day still accepts it.
      const paying = action === 'payment-succeeded' && offer.applicationState === 'ACCEPTED_OFFER_PENDING_PAYMENT';
      if (offer.expired && !paying) return refuse('offer-expired');
      // Accepting a waitlist place keeps the child waiting; no fee is taken for it.
      if (state === 'OFFERED_WAITLIST') return to('ACCEPTED_WAITLIST', 'ON_WAITLIST', offer);
      if (action === 'accept' && offer.paymentDue) return refuse('payment-required');
      return accepted(offer);
    }
    case 'request-waitlist':
      if (state === 'ACCEPTED_WAITLIST') return to(state, 'ON_WAITLIST', offer);
      if (!isOpen) return refuse(CLOSED.includes(state) ? 'offer-closed' : 'not-allowed');
      if (offer.expired) return refuse('offer-expired');
      return to('ACCEPTED_WAITLIST', 'ON_WAITLIST', offer);
    case 'decline':
      // Declining gives up the place and the waitlist place with it.
      if (state === 'LOST') return to(state, 'LOST', offer);
      if (!isOpen && state !== 'ACCEPTED_WAITLIST')
        return refuse(CLOSED.includes(state) ? 'offer-closed' : 'not-allowed');
      if (offer.expired && state === 'NEW') return refuse('offer-expired');
      return to('LOST', 'LOST', offer);
    case 'reject':
      if (state === 'REJECTED') return to(state, 'LOST', offer);
      if (!isOpen && state !== 'ACCEPTED_WAITLIST')
        return refuse(CLOSED.includes(state) ? 'offer-closed' : 'not-allowed');
      return to('REJECTED', 'LOST', offer);
    case 'expire':
      // An unaccepted offer past its date closes the application; the offer stays NEW and reads "Offer Expired".
      if (state !== 'NEW' || !offer.expired) return refuse('not-allowed');
      return to('NEW', 'LOST', offer);
    case 'payment-pending':
      if (state !== 'NEW') return refuse(CLOSED.includes(state) ? 'offer-closed' : 'not-allowed');
      if (offer.expired) return refuse('offer-expired');
      if (!offer.paymentDue && offer.applicationState !== 'ACCEPTED_OFFER_PENDING_PAYMENT')
        return refuse('not-allowed');
      return to('NEW', 'ACCEPTED_OFFER_PENDING_PAYMENT', offer);
    case 'form-submitted':
      // Submitting the enrolment form completes an accepted offer (document 2, section 4).
      if (state === 'COMPLETED') return to(state, 'COMPLETED', offer);
      if (state !== 'ACCEPTED') return refuse(CLOSED.includes(state) ? 'offer-closed' : 'not-allowed');
      return to('COMPLETED', 'COMPLETED', offer);
    case 'payment-failed':
      // A declined card or a returned debit: the offer is open again for another method, until its last day.
      if (state !== 'NEW') return refuse(CLOSED.includes(state) ? 'offer-closed' : 'not-allowed');
      if (offer.applicationState !== 'ACCEPTED_OFFER_PENDING_PAYMENT') return to(state, offer.applicationState, offer);
      return to('NEW', 'OFFERED', offer);
  }
}

/** dispatchEvent's target application states, each with the action it stands for; any other target is refused. */
export const DISPATCHABLE_STATES: Partial<Record<ApplicationState, OfferAction>> = {
  ACCEPTED_OFFER_PENDING_PAYMENT: 'payment-pending',
  APPLICANT_ACCEPTED_OFFER: 'accept',
  ON_WAITLIST: 'request-waitlist',
  LOST: 'decline',
};
