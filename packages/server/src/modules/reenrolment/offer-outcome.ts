import type { ApplicationState, ScheduleOfferState } from '@cc/core';
import type { Repositories } from '../repositories';

/** The offer states in which the family has taken the place (completed: accepted without an enrolment form). */
const PLACE_TAKEN: readonly ScheduleOfferState[] = ['ACCEPTED', 'COMPLETED'];
const PLACE_GIVEN_UP: readonly ScheduleOfferState[] = ['LOST', 'REJECTED', 'DELETED'];

export interface ChangedOffer {
  id: string;
  state: ScheduleOfferState;
  /** The re-enrolment request the offer's application answers, if any. */
  reenrolment_correspondence_id: string | null;
  places_held: boolean;
}

/**
 * What a re-enrolment offer's change means beyond the offer, in the same transaction as the change: the family
 * taking the place (accepting it, or its payment succeeding) completes the request the application answers, never
 * earlier; the offer being lost (declined, rejected, expired) gives its places back.
 */
export async function afterReEnrolmentOfferChange(
  repos: Pick<Repositories, 'correspondences' | 'places'>,
  offer: ChangedOffer,
  to: { state: ScheduleOfferState; applicationState: ApplicationState },
  now: Date,
): Promise<void> {
  const taken = PLACE_TAKEN.includes(to.state) && !PLACE_TAKEN.includes(offer.state);
  if (taken && offer.reenrolment_correspondence_id) {
    await repos.correspondences.completeAnsweredRequest(offer.reenrolment_correspondence_id, now);
  }
  const lost = PLACE_GIVEN_UP.includes(to.state) || to.applicationState === 'LOST';
  if (lost && offer.places_held) await repos.places.release(offer.id);
}
