import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { hashLinkCode, isWellFormedLinkCode } from '../../security/link-code';
import type { OfferHeader } from './offer.mapper';

const WHAT = 'Offer';

/** Unknown, malformed, lapsed and other families' codes all get the same "Offer not found." (counted per client). */
export async function offerIdForCode(ctx: GraphQLContext, linkCode: string): Promise<string> {
  await ctx.rateLimiter.check('offerByCode', ctx.clientIp);
  const id = isWellFormedLinkCode(linkCode)
    ? await ctx.repos.offers.idForLinkCodeHash(hashLinkCode(linkCode), ctx.clock.now())
    : undefined;
  if (!id) throw notFound(WHAT);
  return id;
}

export async function openOffer(ctx: GraphQLContext, linkCode: string): Promise<OfferHeader> {
  const header = await ctx.repos.offers.header(await offerIdForCode(ctx, linkCode));
  if (!header) throw notFound(WHAT);
  return header;
}

/** The ids a call names must be its link code's offer: a link code opens exactly its own records. */
export function requireOwnOffer(
  header: Pick<OfferHeader, 'id' | 'business_id' | 'application_id'>,
  ids: { businessId: string; applicationId: string; applicationOfferId: string },
): void {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const own =
    same(ids.businessId, header.business_id) &&
    same(ids.applicationId, header.application_id) &&
    same(ids.applicationOfferId, header.id);
  if (!own) throw notFound(WHAT);
}
