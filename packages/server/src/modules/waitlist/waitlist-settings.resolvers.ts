import type { MutationResolvers } from '../../generated/resolvers.generated';
import { requireBusiness } from '../business/business.access';
import { requireStaff } from '../staff/staff.access';

export const waitlistSettingsMutations: Pick<MutationResolvers, 'setWaitlistSiblingsFirst'> = {
  async setWaitlistSiblingsFirst(_parent, { businessId, siblingsFirst }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    const staff = await requireStaff(ctx, business.id);
    await ctx.repos.waitlist.setSiblingsFirst(business.id, siblingsFirst);
    // The business row is cached for a few seconds; the positions query reads the flag itself.
    await ctx.businessChanged(business.id);
    ctx.log.info({ businessId: business.id, staffId: staff.personId, siblingsFirst }, 'waitlist order set');
    return siblingsFirst;
  },
};
