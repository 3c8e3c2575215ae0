import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { requireUuid } from '../../graphql/validate';
import type { BusinessRow } from './business.table';

/** Business reads are public, but only for active businesses; anything else is "not found". */
export async function requireBusiness(ctx: GraphQLContext, argument: string, businessId: string): Promise<BusinessRow> {
  const business = await ctx.repos.businesses.findActive(requireUuid(argument, businessId));
  if (!business) throw notFound('Business');
  return business;
}
