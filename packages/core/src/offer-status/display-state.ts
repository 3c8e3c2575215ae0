import type { FlowType } from '../domain/enums';
import { isOfferExpired } from './expiry';
import { OFFERED_WITHDRAWN, type DisplayScheduleState, type ScheduleOfferState } from './states';

export interface ExpiringOffer {
  state: ScheduleOfferState;
  expiryDate?: string | null;
}

/** The state the dashboard shows: a NEW offer in the offer-enrolment flow past its expiry reads "Offer Expired". */
export function displayScheduleState(
  offer: ExpiringOffer,
  flowType: FlowType,
  centreTimeZone: string,
  now: Date,
): DisplayScheduleState {
  if (
    offer.state === 'NEW' &&
    flowType === 'INQUIRE_OFFER_ENROLLMENT' &&
    isOfferExpired(offer.expiryDate, centreTimeZone, now)
  ) {
    return OFFERED_WITHDRAWN;
  }
  return offer.state;
}

/** OFFERED_WITHDRAWN is shown in red; every other status in the neutral style. */
export const statusTone = (state: DisplayScheduleState): 'danger' | 'neutral' =>
  state === OFFERED_WITHDRAWN ? 'danger' : 'neutral';
