import type { ApplicationState, ScheduleOfferState } from '@cc/core';

/** Which screen an offer shows the family (document 2, section 2: Offer page and Outcome screens). */
export type OfferScreenKind =
  | 'page'
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
}

/**
 * An open offer shows the page until its day has passed; an answered one the screen of its answer; a rejected or
 * withdrawn one "This link is no longer available."; anything else closed. The server decides the state; this only
 * reads it.
 */
export function offerScreenKind(offer: OfferForScreen): OfferScreenKind {
  switch (offer.state) {
    case 'NEW':
    case 'OFFERED_WAITLIST':
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
