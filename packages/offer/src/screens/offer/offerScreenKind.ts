import type { ApplicationState, ScheduleOfferState } from '@cc/core';

/** Which screen an offer shows the family (document 2, section 2: Offer page and Outcome screens). */
export type OfferScreenKind =
  | 'page'
  | 'payment-processing'
  | 'expired'
  | 'accepted'
  | 'completed'
  | 'waitlist'
  | 'approval-pending'
  | 'declined'
  | 'closed'
  | 'unavailable';

export interface OfferForScreen {
  state: ScheduleOfferState;
  applicationState: ApplicationState;
  expired: boolean;
  /** A bank debit for the fee is on its way (it settles, and accepts the offer, days later). */
  debitPending?: boolean;
}

/**
 * An open offer shows the page until its day has passed; an answered one the screen of its answer; a rejected or
 * withdrawn one "This link is no longer available."; anything else closed. An offer paid by a bank debit that has
 * not settled shows that its payment is on its way, whatever its day: the family has answered. The server decides
 * the state; this only reads it.
 */
export function offerScreenKind(offer: OfferForScreen): OfferScreenKind {
  switch (offer.state) {
    case 'NEW':
    case 'OFFERED_WAITLIST':
      if (offer.debitPending) return 'payment-processing';
      if (offer.expired) return 'expired';
      return offer.applicationState === 'LOST' ? 'closed' : 'page';
    case 'ACCEPTED':
      return 'accepted';
    case 'COMPLETED':
      return 'completed';
    case 'ACCEPTED_WAITLIST':
      return 'waitlist';
    case 'APPROVAL_PENDING':
    case 'APPROVAL_WAITLIST_PENDING':
      return 'approval-pending';
    case 'LOST':
      return 'declined';
    case 'REJECTED':
    case 'DELETED':
      return 'unavailable';
    default:
      return 'closed';
  }
}
