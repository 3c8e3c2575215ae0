import type { QueryResolvers } from '../../generated/resolvers.generated';
import { requireShortText, requireUuids } from '../../graphql/struct-input';
import { requireBusiness, requireVisibleCenter } from '../business/business.access';
import { toCenter } from './center.mapper';

type CenterQueries = 'searchCenters' | 'center' | 'enrollmentCenterSettings' | 'careTypesForCenters';

export const centerQueries: Pick<QueryResolvers, CenterQueries> = {
  async searchCenters(_parent, { businessID, searchKey }, ctx) {
    const business = await requireBusiness(ctx, 'businessID', businessID);
    const key = requireShortText('searchKey', searchKey ?? '', 100);
    const rows =
      key === ''
        ? await ctx.repos.centers.listForBusiness(business.id)
        : await ctx.repos.centers.search(business.id, key);
    return rows.map(toCenter);
  },

  async center(_parent, { centerId }, ctx) {
    return toCenter((await requireVisibleCenter(ctx, centerId)).center);
  },

  async enrollmentCenterSettings(_parent, { businessId, centerIds }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    const centers = await ctx.repos.centers.listForBusiness(business.id, requireUuids('centerIds', centerIds));
    const settings = await ctx.repos.centers.enrollmentSettings(centers.map((c) => c.id));
    return settings.map((s) => ({
      centerId: s.center_id,
      askFamilyAboutSubsidy: s.ask_family_about_subsidy,
      enrollmentOption: s.enrollment_option,
      feeAmount: s.fee_amount_cents,
      feeType: s.fee_type,
      currency: business.currency,
    }));
  },

  async careTypesForCenters(_parent, { businessId, centerIds }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    const centers = await ctx.repos.centers.listForBusiness(business.id, requireUuids('centerIds', centerIds));
    const careTypes = await ctx.repos.centers.careTypes(centers.map((c) => c.id));
    return centers.map((c) => ({ centerId: c.id, careTypes: careTypes.get(c.id) ?? [] }));
  },
};
