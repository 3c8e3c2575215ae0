import type { FlowType } from '../domain/enums';
import type { ExpiringOffer } from './display-state';
import { isOfferExpired } from './expiry';
import type { ScheduleOfferState } from './states';

/** Which offer states a dashboard card links to, per flow type (document 2, section 4). */
export const ACTIONABLE_STATES_BY_FLOW: Record<FlowType, readonly ScheduleOfferState[]> = {
  INQUIRE_OFFER_ENROLLMENT: ['NEW', 'ACCEPTED', 'ACCEPTED_WAITLIST'],
  INQUIRE_PROGRAM_ENROLLMENT_APPROVE: ['NEW', 'ACCEPTED', 'ACCEPTED_WAITLIST', 'OFFERED_WAITLIST'],
  INQUIRE_PROGRAM_FORM_PAY_APPROVE: ['NEW', 'ACCEPTED', 'ACCEPTED_WAITLIST', 'OFFERED_WAITLIST'],
};

/** A card links to /offer/{linkCode} only for an unexpired offer in one of its flow's actionable states. */
export function isActionableOffer(
  offer: ExpiringOffer,
  flowType: FlowType,
  centreTimeZone: string,
  now: Date,
): boolean {
  return (
    ACTIONABLE_STATES_BY_FLOW[flowType].includes(offer.state) && !isOfferExpired(offer.expiryDate, centreTimeZone, now)
  );
}

export function findActionableOffer<T extends ExpiringOffer>(
  offers: readonly T[],
  flowType: FlowType,
  centreTimeZone: string,
  now: Date,
): T | undefined {
  return offers.find((offer) => isActionableOffer(offer, flowType, centreTimeZone, now));
}

export interface ChildOffers {
  offers: readonly { state: ScheduleOfferState; program?: unknown }[];
}

/** Waitlisted: no child's offer carries a program, and some offer is OFFERED_WAITLIST. */
export function isWaitlistedOffer(children: readonly ChildOffers[]): boolean {
  const offers = children.flatMap((child) => child.offers);
  return offers.every((offer) => offer.program == null) && offers.some((offer) => offer.state === 'OFFERED_WAITLIST');
}

const WITHDRAWN_STATES: readonly ScheduleOfferState[] = ['REJECTED', 'DELETED', 'LOST'];

/** Whether any rejected, deleted or lost offer exists, which the dashboard flags. */
export const hasWithdrawnOffers = (children: readonly ChildOffers[]): boolean =>
  children.some((child) => child.offers.some((offer) => WITHDRAWN_STATES.includes(offer.state)));
