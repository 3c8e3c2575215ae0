import type { QueryResolvers } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import { isWellFormedLinkCode } from '../../security/link-code';
import { toCenter } from '../center/center.mapper';
import { resolveFlags } from '@cc/core';
import { originMayUse, requireBusiness, requireVisibleCenter } from './business.access';
import type { BusinessRow } from './business.table';
import { toEnrollmentSettings } from './business.mapper';

/**
 * The business and the centres an enquiry link opens. Malformed, unknown and expired codes, a business this page may
 * not use, and a link that opens no centre all get one answer, so a code's existence cannot be probed; and every
 * look-up is counted per address first (a code has 128 bits: the limit stops scanning, not guessing).
 */
async function openLink(ctx: GraphQLContext, linkCode: string) {
  await ctx.rateLimiter.check('enquiryLinkByCode', ctx.clientIp);
  const link = isWellFormedLinkCode(linkCode)
    ? await ctx.repos.enquiryLinks.findUsable(linkCode, ctx.clock.now())
    : undefined;
  if (!link) throw notFound('Link');
  const business = await ctx.repos.businesses.findActive(link.business_id);
  if (!business || !originMayUse(ctx, business)) throw notFound('Link');
  const centers = await ctx.repos.centers.listForBusiness(business.id, link.allowed_center_ids ?? undefined);
  return { business, centers };
}

export const businessQueries: Pick<QueryResolvers, 'enrollmentSettings' | 'centersForLinkCode' | 'businessFor'> = {
  async enrollmentSettings(_parent, { businessId }, ctx) {
    return toEnrollmentSettings(await requireBusiness(ctx, 'businessId', businessId));
  },

  async centersForLinkCode(_parent, { linkCode }, ctx) {
    return (await openLink(ctx, linkCode)).centers.map(toCenter);
  },

  async businessFor(_parent, { linkCode, centerId }, ctx) {
    if ((linkCode == null) === (centerId == null))
      throw badInput('linkCode', 'give a linkCode or a centerId (one of them)');
    let business: BusinessRow;
    if (linkCode != null) {
      const link = await openLink(ctx, linkCode);
      // The widget treats a link that opens no centre as an unknown one (nothing to offer the family).
      if (link.centers.length === 0) throw notFound('Link');
      business = link.business;
    } else {
      ({ business } = await requireVisibleCenter(ctx, centerId!));
    }
    return {
      businessId: business.id,
      enrollmentSettings: toEnrollmentSettings(business),
      featureFlags: resolveFlags(business.feature_flags),
    };
  },
};
