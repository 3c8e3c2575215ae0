import type { ScheduleOfferState } from '@cc/core';
import type { Repositories } from '../repositories';

/** The offer states in which the family has taken the place (completed: accepted without an enrolment form). */
const PLACE_TAKEN: readonly ScheduleOfferState[] = ['ACCEPTED', 'COMPLETED'];

/**
 * An Australian family taking the place gets its Child Care Subsidy checklist, in the acceptance's own transaction
 * (an acceptance that rolls back leaves none). The subsidy is Australia's: offers in the US and Canada get nothing.
 */
export async function afterSubsidyOfferChange(
  repos: Pick<Repositories, 'subsidies'>,
  offer: { id: string; business_id: string; region: string; state: ScheduleOfferState },
  to: { state: ScheduleOfferState },
  now: Date,
): Promise<void> {
  if (offer.region !== 'AU') return;
  if (PLACE_TAKEN.includes(to.state) && !PLACE_TAKEN.includes(offer.state)) {
    await repos.subsidies.createFor(offer.id, offer.business_id, now);
  }
}
