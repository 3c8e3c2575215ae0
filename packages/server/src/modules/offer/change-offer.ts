import { isOfferExpired, offerTransition, type OfferAction, type OfferTransition } from '@cc/core';
import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { afterReEnrolmentOfferChange } from '../reenrolment/offer-outcome';
import { afterSubsidyOfferChange } from '../subsidy/subsidy-on-acceptance';
import type { Repositories } from '../repositories';
import { holdOfferPromoUse, releaseOfferPromoUse } from '../payment/promo-use';
import { offerPaymentInfo } from './offer-fees';
import type { OfferChangeBy } from './offer.repository';

/**
 * Moves an offer by the lifecycle's rules (core's offerTransition) in the caller's transaction, deciding on the
 * offer as it stands with its row locked: of twenty concurrent accepts the first moves it and the rest find it moved,
 * so one acceptance is made and every caller gets its answer. A refused change writes nothing.
 */
export async function changeOfferIn(
  repos: Repositories,
  offerId: string,
  action: OfferAction,
  by: OfferChangeBy,
  now: Date,
): Promise<OfferTransition> {
  const offer = (await repos.offers.lock(offerId)) ? await repos.offers.header(offerId) : undefined;
  if (!offer) throw notFound('Offer');
  const [schedules, applied, charges] = await Promise.all([
    repos.offers.schedulesOf(offerId),
    repos.promos.ofOffer(offerId),
    repos.payments.chargesOf(offerId),
  ]);
  // A code that leaves nothing to pay is spent by the acceptance itself (payment/promo-use.ts); when its last use
  // has just gone to another family it comes off, and the fee is due again.
  const fees = offerPaymentInfo(offer, schedules, applied);
  const promoUse =
    action === 'accept' && fees.discountAmount > 0 && !fees.isPaymentRequired
      ? await holdOfferPromoUse(repos, offerId)
      : 'none';
  const promo = promoUse === 'used-up' ? undefined : applied;
  const transition = offerTransition(
    {
      state: offer.state,
      applicationState: offer.application_state,
      expired: isOfferExpired(offer.expiry_date, offer.timezone, now),
      paymentDue: offerPaymentInfo(offer, schedules, promo).isPaymentRequired,
      enrolmentFormRequired: offer.enrolment_form_required,
      debitPending: charges.some((c) => c.status === 'pending'),
    },
    action,
  );
  if (transition.ok && transition.changed) {
    await repos.offers.applyChange(
      offer.id,
      offer.application_id,
      { action, from: offer.state, to: transition.state, applicationState: transition.applicationState },
      by,
      now,
    );
    await afterReEnrolmentOfferChange(repos, offer, transition, now);
    await afterSubsidyOfferChange(repos, offer, transition, now);
  } else if (promoUse === 'counted') await releaseOfferPromoUse(repos, offerId);
  return transition;
}

/** changeOfferIn in a transaction of its own, logged by ids and outcome. */
export async function changeOffer(
  ctx: Pick<GraphQLContext, 'withTransaction' | 'clock' | 'log'>,
  offerId: string,
  action: OfferAction,
  by: OfferChangeBy,
): Promise<OfferTransition> {
  const now = ctx.clock.now();
  const result = await ctx.withTransaction((repos) => changeOfferIn(repos, offerId, action, by, now));
  logChange(ctx, offerId, action, result);
  return result;
}

export function logChange(
  ctx: Pick<GraphQLContext, 'log'>,
  offerId: string,
  action: OfferAction,
  result: OfferTransition,
): void {
  if (result.ok && result.changed) ctx.log.info({ offerId, action, state: result.state }, 'offer changed');
  else if (!result.ok) ctx.log.info({ offerId, action, refused: result.key }, 'offer change refused');
}
