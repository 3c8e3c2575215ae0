import { DISPATCHABLE_STATES, isOfferExpired, type OfferAction } from '@cc/core';
import type {
  MutationResolvers,
  OfferActionInput,
  OfferActionResult,
  QueryResolvers,
} from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { sessionOf } from '../identity/session.access';
import { providerInfo } from '../payment/provider-info';
import { waitlistPositionsOf } from '../waitlist/waitlist-positions';
import { changeOffer } from './change-offer';
import { openOffer, requireOwnOffer } from './offer-access';
import { toApplicationOffer } from './offer.mapper';

async function offerPage(ctx: GraphQLContext, linkCode: string) {
  const header = await openOffer(ctx, linkCode);
  const now = ctx.clock.now();
  const [schedules, method, charges, promo] = await Promise.all([
    ctx.repos.offers.schedulesOf(header.id),
    ctx.repos.payments.methodOf(header.id),
    ctx.repos.payments.chargesOf(header.id),
    ctx.repos.promos.ofOffer(header.id),
  ]);
  const offer = toApplicationOffer(header, schedules, linkCode, now, promo, method?.method_type);
  return {
    ...offer,
    // The link code opened this offer: its own application's positions, read only when asked for.
    waitlistPositions: waitlistPositionsOf(ctx.repos, header.business_id, [header.application_id])(
      header.application_id,
    ),
    paymentProviderInfo:
      offer.paymentInfo.isPaymentRequired && !offer.expired
        ? await providerInfo(ctx, header.center_id, header.region, now)
        : null,
    paymentMethod: method
      ? {
          paymentToken: method.token,
          methodType: method.method_type,
          brand: method.brand,
          lastFour: method.last_four,
          isAutoPay: method.is_auto_pay,
        }
      : null,
    charges: charges.map((c) => ({
      id: c.id,
      amount: c.amount_cents,
      currency: c.currency,
      status: c.status,
      reference: c.reference,
      serviceFee: c.service_fee_cents,
      lastFour: c.last_four,
      createdAt: c.created_at.toISOString(),
      methodType: c.method_type,
      settledAt: c.settled_at?.toISOString() ?? null,
    })),
  };
}

/** The family's answer through its link code; refusals come back as data with the offer as it stands. */
async function familyAction(
  ctx: GraphQLContext,
  input: OfferActionInput,
  action: OfferAction,
): Promise<OfferActionResult> {
  const header = await openOffer(ctx, input.linkCode);
  requireOwnOffer(header, input);
  // A signed-in parent acting on their own application is named in the offer's history; anyone else is the link.
  const session = await sessionOf(ctx);
  const personId = session && session.personId === header.person_id ? session.personId : null;
  const result = await changeOffer(ctx, header.id, action, { actor: 'family', personId });
  const offer = await offerPage(ctx, input.linkCode);
  return result.ok
    ? { success: true, offer, errors: [] }
    : { success: false, offer, errors: [{ path: 'applicationOfferId', key: result.key }] };
}

export { offerPage };

export const offerQueries: Pick<
  QueryResolvers,
  'applicationOfferForLinkCode' | 'applicationOfferByLinkCodeForPrint' | 'checkApplicationOfferExpired'
> = {
  applicationOfferForLinkCode: (_parent, { linkCode }, ctx) => offerPage(ctx, linkCode),
  applicationOfferByLinkCodeForPrint: (_parent, { linkCode }, ctx) => offerPage(ctx, linkCode),
  async checkApplicationOfferExpired(_parent, { linkCode, ...ids }, ctx) {
    const header = await openOffer(ctx, linkCode);
    requireOwnOffer(header, ids);
    const expired = isOfferExpired(header.expiry_date, header.timezone, ctx.clock.now());
    // An unanswered offer past its day closes its application, once.
    if (expired && header.state === 'NEW' && header.application_state !== 'LOST')
      await changeOffer(ctx, header.id, 'expire', { actor: 'system', personId: null });
    return expired;
  },
};

export const offerMutations: Pick<
  MutationResolvers,
  'acceptOffer' | 'declineApplicationOffer' | 'requestWaitlist' | 'dispatchEvent'
> = {
  acceptOffer: (_parent, { input }, ctx) => familyAction(ctx, input, 'accept'),
  declineApplicationOffer: (_parent, { input }, ctx) => familyAction(ctx, input, 'decline'),
  requestWaitlist: (_parent, { input }, ctx) => familyAction(ctx, input, 'request-waitlist'),
  async dispatchEvent(_parent, { applicationState, linkCode, ...ids }, ctx) {
    const action = DISPATCHABLE_STATES[applicationState];
    if (!action) {
      throw badInput(
        'applicationState',
        'applicationState must be ACCEPTED_OFFER_PENDING_PAYMENT, APPLICANT_ACCEPTED_OFFER, ON_WAITLIST or LOST.',
      );
    }
    return familyAction(ctx, { linkCode, ...ids }, action);
  },
};
