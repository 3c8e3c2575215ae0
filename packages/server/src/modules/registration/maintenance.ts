import { GraphQLError } from 'graphql';
import { resolveFlags } from '@cc/core';
import type { GraphQLContext } from '../../graphql/context';

/** What the widget shows while the window is on (document 2, section 1). */
export const MAINTENANCE_MESSAGE = 'We are doing some maintenance and will be right back!';

/**
 * The business's registration maintenance window flag closes every registration operation (the family's pages and
 * the checkout) with the error code MAINTENANCE while it is on.
 */
export async function refuseDuringMaintenance(ctx: GraphQLContext, businessId: string): Promise<void> {
  const business = await ctx.repos.businesses.findActive(businessId);
  if (business && resolveFlags(business.feature_flags).registrationMaintenanceWindow)
    throw new GraphQLError(MAINTENANCE_MESSAGE, { extensions: { code: 'MAINTENANCE' } });
}
