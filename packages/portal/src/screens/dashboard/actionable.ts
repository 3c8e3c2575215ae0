import { findActionableOffer, type FlowType, type ScheduleOfferState } from '@cc/core';
import type { PortalDashboardQuery } from './dashboard.graphql.generated';

type Application = PortalDashboardQuery['fetchApplicationsByPerson']['items'][number];

/**
 * The offer a card links to: one the family may still act on (core's rule for the business's flow, judged by the
 * centre's calendar) that came with a link for this parent.
 */
export function actionableOffer(application: Application, now: Date): { linkCode: string } | undefined {
  const timezone = application.centers[0]?.timezone ?? 'UTC';
  const withLinks = application.offers
    .filter((offer): offer is typeof offer & { linkCode: string } => offer.linkCode !== null)
    .map((offer) => ({ ...offer, state: offer.state as ScheduleOfferState }));
  return findActionableOffer(withLinks, application.appliedFlowType as FlowType, timezone, now);
}

/** The expiry of the offer that answers an enquiry, for the Offer Expired reading. */
export function offerExpiry(application: Application, offerId: string | null): string | null {
  return offerId ? (application.offers.find((offer) => offer.id === offerId)?.expiryDate ?? null) : null;
}
