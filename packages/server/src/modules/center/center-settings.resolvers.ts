import type { MutationResolvers } from '../../generated/resolvers.generated';
import { notFound } from '../../graphql/errors';
import { requireUuid } from '../../graphql/struct-input';
import { requireBusiness } from '../business/business.access';
import { requireStaff } from '../staff/staff.access';

export const centerSettingsMutations: Pick<MutationResolvers, 'setCenterApplicationFeesAllowed'> = {
  async setCenterApplicationFeesAllowed(_parent, { businessId, centerId, allowed }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    const staff = await requireStaff(ctx, business.id);
    const id = requireUuid('centerId', centerId);
    if (!(await ctx.repos.centers.setApplicationFeesAllowed(business.id, id, allowed))) throw notFound('Centre');
    // Program lists and fees are cached per business for a few seconds: the change shows on the next read.
    await ctx.businessChanged(business.id);
    ctx.log.info({ businessId: business.id, centerId: id, staffId: staff.personId, allowed }, 'centre fee policy set');
    return allowed;
  },
};
