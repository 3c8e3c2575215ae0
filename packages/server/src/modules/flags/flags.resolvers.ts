import { resolveFlags } from '@cc/core';
import type { QueryResolvers } from '../../generated/resolvers.generated';
import { requireBusiness } from '../business/business.access';

export const flagQueries: Pick<QueryResolvers, 'featureFlags'> = {
  // Stored overrides pass through resolveFlags, so an unknown name or a value of the wrong type keeps the default.
  async featureFlags(_parent, { businessId }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    return resolveFlags(business.feature_flags);
  },
};
