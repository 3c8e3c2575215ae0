export const OFFER_ERROR_KEYS = [
  'terms-required',
  'offer-expired',
  'accept-in-progress',
  'payment-method-required',
] as const;
export type OfferErrorKey = (typeof OFFER_ERROR_KEYS)[number];

export interface AcceptState {
  termsAccepted: boolean;
  expired: boolean;
  accepting: boolean;
  paymentRequired: boolean;
  paymentToken?: string | null;
}

/**
 * Why the accept button is disabled, in the order the offer page lists the reasons; an empty list means the
 * parent may accept. A fee-bearing offer needs a payment token first.
 */
export function acceptBlockers(state: AcceptState): OfferErrorKey[] {
  const blockers: OfferErrorKey[] = [];
  if (!state.termsAccepted) blockers.push('terms-required');
  if (state.expired) blockers.push('offer-expired');
  if (state.accepting) blockers.push('accept-in-progress');
  if (state.paymentRequired && !state.paymentToken?.trim()) blockers.push('payment-method-required');
  return blockers;
}

export const canAcceptOffer = (state: AcceptState): boolean => acceptBlockers(state).length === 0;
