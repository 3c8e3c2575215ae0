import { isActionableOffer, type FlowType, type ScheduleOfferState } from '@cc/core';
import type { GraphQLContext } from '../../graphql/context';
import { hashLinkCode, newLinkCode } from '../../security/link-code';

/** How long a link the dashboard hands a signed-in parent stays valid. */
export const PORTAL_LINK_LIFETIME_MS = 24 * 60 * 60_000;

export interface PersonOffer {
  id: string;
  state: ScheduleOfferState;
  expiryDate: string | null;
  linkCode: string | null;
}

/**
 * The offers on a signed-in parent's applications, and what each enquiry now reads (the newest offer's program that
 * answers it). An offer the family may still act on gets a fresh link for this parent (its mailed code is kept only
 * as a hash, so it cannot be shown again); one it can no longer act on gets none.
 */
export async function offersForDashboard(
  ctx: GraphQLContext,
  applications: ReadonlyArray<{ id: string; timezone: string }>,
  flowType: FlowType,
) {
  const now = ctx.clock.now();
  const { offers, schedules } = await ctx.repos.offers.ofApplications(applications.map((a) => a.id));
  const byApplication = new Map<string, PersonOffer[]>();
  const answered = new Map<string, { state: ScheduleOfferState; offerId: string }>();
  const issued: Array<{ offerId: string; linkCodeHash: string }> = [];
  for (const offer of offers) {
    const timezone = applications.find((a) => a.id === offer.application_id)?.timezone ?? 'UTC';
    let linkCode: string | null = null;
    if (isActionableOffer({ state: offer.state, expiryDate: offer.expiry_date }, flowType, timezone, now)) {
      linkCode = newLinkCode();
      issued.push({ offerId: offer.id, linkCodeHash: hashLinkCode(linkCode) });
    }
    const list = byApplication.get(offer.application_id) ?? [];
    list.push({ id: offer.id, state: offer.state, expiryDate: offer.expiry_date, linkCode });
    byApplication.set(offer.application_id, list);
    // Offers come newest first: the first to answer an enquiry is the one that counts.
    for (const schedule of schedules.filter((s) => s.application_offer_id === offer.id)) {
      if (schedule.application_schedule_id && !answered.has(schedule.application_schedule_id))
        answered.set(schedule.application_schedule_id, { state: schedule.state, offerId: offer.id });
    }
  }
  await ctx.repos.offers.addLinks(issued, 'portal', now, new Date(now.getTime() + PORTAL_LINK_LIFETIME_MS));
  return { byApplication, answered };
}
