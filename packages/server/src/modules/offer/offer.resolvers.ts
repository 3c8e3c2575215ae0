import { DISPATCHABLE_STATES, type OfferAction } from '@cc/core';
import type {
  MutationResolvers,
  OfferActionInput,
  OfferActionResult,
  QueryResolvers,
} from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { sessionOf } from '../identity/session.access';
import { changeOffer } from './change-offer';
import { openOffer, requireOwnOffer } from './offer-access';
import { toApplicationOffer } from './offer.mapper';

async function offerPage(ctx: GraphQLContext, linkCode: string) {
  const header = await openOffer(ctx, linkCode);
  return toApplicationOffer(header, await ctx.repos.offers.schedulesOf(header.id), linkCode, ctx.clock.now());
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

export const offerQueries: Pick<
  QueryResolvers,
  'applicationOfferForLinkCode' | 'applicationOfferByLinkCodeForPrint' | 'checkApplicationOfferExpired'
> = {
  applicationOfferForLinkCode: (_parent, { linkCode }, ctx) => offerPage(ctx, linkCode),
  applicationOfferByLinkCodeForPrint: (_parent, { linkCode }, ctx) => offerPage(ctx, linkCode),
  async checkApplicationOfferExpired(_parent, { linkCode, ...ids }, ctx) {
    const header = await openOffer(ctx, linkCode);
    requireOwnOffer(header, ids);
    const offer = toApplicationOffer(header, [], linkCode, ctx.clock.now());
    // An unanswered offer past its day closes its application, once.
    if (offer.expired && header.state === 'NEW' && header.application_state !== 'LOST')
      await changeOffer(ctx, header.id, 'expire', { actor: 'system', personId: null });
    return offer.expired;
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
