import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { requireUuid } from '../../graphql/struct-input';
import type { CenterRow } from '../center/center.table';
import type { BusinessRow } from './business.table';

/** Business reads are public, but only for active businesses; anything else is "not found". */
export async function requireBusiness(ctx: GraphQLContext, argument: string, businessId: string): Promise<BusinessRow> {
  const business = await ctx.repos.businesses.findActive(requireUuid(argument, businessId));
  if (!business) throw notFound('Business');
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
