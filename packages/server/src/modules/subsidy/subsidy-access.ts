import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { requireUuid } from '../../graphql/struct-input';
import { requireSession } from '../identity/session.access';
import { openOffer } from '../offer/offer-access';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The offer a family may see and tick the checklist of: the one its link code opens (the id named must be that
 * offer's), or, without a code, one of the signed-in parent's own. Anything else is NOT_FOUND, as an unknown offer is.
 */
export async function familyOfferId(
  ctx: GraphQLContext,
  ids: { linkCode?: string | null; applicationOfferId: string },
): Promise<string> {
  if (ids.linkCode != null) {
    const header = await openOffer(ctx, ids.linkCode);
    if (!same(header.id, ids.applicationOfferId)) throw notFound('Offer');
    return header.id;
  }
  const offerId = requireUuid('applicationOfferId', ids.applicationOfferId);
  const session = await requireSession(ctx);
  if (!(await ctx.repos.subsidies.isFamilyOf(offerId, session.personId, session.businessId))) throw notFound('Offer');
  return offerId;
}
