import type {
  BusinessAndSettingsResolvers,
  Center,
  EnrollmentCenterSettings,
  QueryResolvers,
} from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { requireShortText, requireUuids } from '../../graphql/struct-input';
import { requireBusiness, requireVisibleCenter } from '../business/business.access';
import { toCenter } from './center.mapper';

type CenterQueries = 'searchCenters' | 'center' | 'enrollmentCenterSettings' | 'careTypesForCenters';

async function searchCenters(
  ctx: GraphQLContext,
  businessId: string,
  searchKey: string | null | undefined,
  argument = 'businessID',
): Promise<Center[]> {
  const business = await requireBusiness(ctx, argument, businessId);
  const key = requireShortText('searchKey', searchKey ?? '', 100);
  const rows =
    key === ''
      ? await ctx.repos.centers.listForBusiness(business.id)
      : await ctx.repos.centers.search(business.id, key);
  return rows.map(toCenter);
}

async function enrollmentCenterSettings(
  ctx: GraphQLContext,
  businessId: string,
  centerIds: readonly string[],
): Promise<EnrollmentCenterSettings[]> {
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
}

export const centerQueries: Pick<QueryResolvers, CenterQueries> = {
  searchCenters: (_parent, { businessID, searchKey }, ctx) => searchCenters(ctx, businessID, searchKey),

  async center(_parent, { centerId }, ctx) {
    return toCenter((await requireVisibleCenter(ctx, centerId)).center);
  },

  enrollmentCenterSettings: (_parent, { businessId, centerIds }, ctx) =>
    enrollmentCenterSettings(ctx, businessId, centerIds),

  async careTypesForCenters(_parent, { businessId, centerIds }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    const centers = await ctx.repos.centers.listForBusiness(business.id, requireUuids('centerIds', centerIds));
    const careTypes = await ctx.repos.centers.careTypes(centers.map((c) => c.id));
    return centers.map((c) => ({ centerId: c.id, careTypes: careTypes.get(c.id) ?? [] }));
  },
};

/** businessFor's centre fields: the same answers (and the same checks) as searchCenters and enrollmentCenterSettings. */
export const businessCenterFields: Pick<BusinessAndSettingsResolvers, 'centers' | 'centerSettings'> = {
  centers: (parent, _args, ctx) => searchCenters(ctx, parent.businessId, null, 'businessId'),
  centerSettings: (parent, { centerIds }, ctx) => enrollmentCenterSettings(ctx, parent.businessId, centerIds),
};
