import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { requireUuid } from '../../graphql/struct-input';
import { requireBusiness } from '../business/business.access';
import { openOffer } from '../offer/offer-access';
import { requireStaff } from '../staff/staff.access';
import { familyOfferId } from './subsidy-access';
import { canTickSubsidyStep } from './subsidy-rules';
import { fromApiStep, toSubsidyChecklist } from './subsidy.mapper';

const WHAT = 'Subsidy checklist';

async function checklistOf(ctx: GraphQLContext, offerId: string) {
  const row = await ctx.repos.subsidies.ofOffer(offerId);
  return row ? toSubsidyChecklist(row) : null;
}

export const subsidyQueries: Pick<QueryResolvers, 'subsidyChecklistForLinkCode' | 'subsidyChecklistForOffer'> = {
  async subsidyChecklistForLinkCode(_parent, { linkCode }, ctx) {
    return checklistOf(ctx, (await openOffer(ctx, linkCode)).id);
  },
  async subsidyChecklistForOffer(_parent, { applicationOfferId }, ctx) {
    return checklistOf(ctx, await familyOfferId(ctx, { applicationOfferId }));
  },
};

export const subsidyMutations: Pick<MutationResolvers, 'tickSubsidyStep' | 'markSubsidyEnrolmentLodged'> = {
  async tickSubsidyStep(_parent, { input }, ctx) {
    const offerId = await familyOfferId(ctx, input);
    const row = await ctx.repos.subsidies.ofOffer(offerId);
    if (!row) throw notFound(WHAT);
    const step = fromApiStep(input.step);
    if (!canTickSubsidyStep(step, row.lodged_at !== null)) {
      return {
        success: false,
        checklist: toSubsidyChecklist(row),
        errors: [{ path: 'input.step', key: 'subsidy-awaiting-lodgement' }],
      };
    }
    await ctx.repos.subsidies.setStepDone(row.id, step, input.done ? ctx.clock.now() : null);
    ctx.log.info({ checklistId: row.id, step, done: input.done }, 'subsidy step ticked');
    return { success: true, checklist: await checklistOf(ctx, offerId), errors: [] };
  },

  async markSubsidyEnrolmentLodged(_parent, { businessId, applicationOfferId }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    const staff = await requireStaff(ctx, business.id);
    const offerId = requireUuid('applicationOfferId', applicationOfferId);
    const row = await ctx.repos.subsidies.ofOffer(offerId);
    if (!row || row.business_id !== business.id) throw notFound(WHAT);
    await ctx.repos.subsidies.markLodged(row.id, staff.personId, ctx.clock.now());
    ctx.log.info({ checklistId: row.id, staffId: staff.personId }, 'subsidy enrolment lodged');
    return { success: true, checklist: await checklistOf(ctx, offerId), errors: [] };
  },
};
