import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { requireUuid } from '../../graphql/struct-input';
import type { CenterRow } from '../center/center.table';
import { isOriginAllowed } from '../../http/origins';
import type { BusinessRow } from './business.table';

/**
 * Whether the page a request came from may use this business: a request without an Origin (not from a browser page)
 * or from this server's own pages may; a browser page elsewhere only from one of the business's registered website
 * origins. CORS lets a browser read answers from any registered origin; this holds each business to its own.
 */
export function originMayUse(ctx: Pick<GraphQLContext, 'origin' | 'selfOrigin'>, business: BusinessRow): boolean {
  if (ctx.origin === undefined || ctx.origin === ctx.selfOrigin) return true;
  return isOriginAllowed(ctx.origin, business.website_origins);
}

/** Business reads are public, but only for active businesses and their own sites; anything else is "not found". */
export async function requireBusiness(ctx: GraphQLContext, argument: string, businessId: string): Promise<BusinessRow> {
  const business = await ctx.repos.businesses.findActive(requireUuid(argument, businessId));
  if (!business || !originMayUse(ctx, business)) throw notFound('Business');
  return business;
}

/** A centre named beside its business: one of that business's visible centres, else `what` is "not found". */
export async function requireCenterOf(
  ctx: GraphQLContext,
  business: BusinessRow,
  argument: string,
  centerId: string,
  what = 'Centre',
): Promise<CenterRow> {
  const center = await ctx.repos.centers.findVisibleOfBusiness(business.id, requireUuid(argument, centerId));
  if (!center) throw notFound(what);
  return center;
}

/** A visible centre and its business, when that is active and this page may use it; else "Centre not found". */
export async function requireVisibleCenter(
  ctx: GraphQLContext,
  centerId: string,
): Promise<{ center: CenterRow; business: BusinessRow }> {
  const center = await ctx.repos.centers.findVisible(requireUuid('centerId', centerId));
  const business = center && (await ctx.repos.businesses.findActive(center.business_id));
  if (!center || !business || !originMayUse(ctx, business)) throw notFound('Centre');
  return { center, business };
}
