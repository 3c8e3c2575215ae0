// Offer fee structures and fee frequencies (document 2, section 9). The wire spellings are ours: the spec names
// the kinds but not how they are spelled.
export const OFFER_FEE_STRUCTURES = ['SingleFlatRate', 'NumberOfDays', 'Siblings', 'Session'] as const;
export type OfferFeeStructure = (typeof OFFER_FEE_STRUCTURES)[number];

export const FEE_FREQUENCIES = ['FlatRateV2', 'PerMonth', 'PerWeek', 'Session', 'Weekly'] as const;
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];

export interface OfferFee {
  feeStructure?: OfferFeeStructure | null;
  feeFrequency?: FeeFrequency | null;
}

/** A flat rate, or a number-of-days fee that is not charged per session, cannot be turned into a weekly estimate. */
const isNotEstimable = (offer: OfferFee) =>
  offer.feeStructure === 'SingleFlatRate' ||
  (offer.feeStructure === 'NumberOfDays' && offer.feeFrequency !== 'Session');

/**
 * The cost estimate shows only when no offer has a single flat rate or a number-of-days fee that is not per
 * session, and the enrolment show-cost-estimate flag (default true) is on.
 */
export function isCostEstimateShown(offers: readonly OfferFee[], showCostEstimateFlag = true): boolean {
  return showCostEstimateFlag && !offers.some(isNotEstimable);
}
