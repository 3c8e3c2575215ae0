import type { QueryResolvers } from '../../generated/resolvers.generated';
import { notFound } from '../../graphql/errors';
import { isWellFormedLinkCode } from '../../security/link-code';
import { toCenter } from '../center/center.mapper';
import { originMayUse, requireBusiness } from './business.access';
import { toEnrollmentSettings } from './business.mapper';

export const businessQueries: Pick<QueryResolvers, 'enrollmentSettings' | 'centersForLinkCode'> = {
  async enrollmentSettings(_parent, { businessId }, ctx) {
    return toEnrollmentSettings(await requireBusiness(ctx, 'businessId', businessId));
  },

  // Malformed, unknown and expired codes all get one answer, so a code's existence cannot be probed.
  async centersForLinkCode(_parent, { linkCode }, ctx) {
    const link = isWellFormedLinkCode(linkCode)
      ? await ctx.repos.enquiryLinks.findUsable(linkCode, ctx.clock.now())
      : undefined;
    if (!link) throw notFound('Link');
    const business = await ctx.repos.businesses.findActive(link.business_id);
    if (!business || !originMayUse(ctx, business)) throw notFound('Link');
    const centers = await ctx.repos.centers.listForBusiness(business.id, link.allowed_center_ids ?? undefined);
    return centers.map(toCenter);
  },
};
