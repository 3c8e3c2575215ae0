import { sortBillingCycleTemplates } from '@cc/core';
import type { QueryResolvers } from '../../generated/resolvers.generated';
import { notFound } from '../../graphql/errors';
import { requireUuid } from '../../graphql/struct-input';
import { requireBusiness, requireCenterOf } from '../business/business.access';

export const billingQueries: Pick<
  QueryResolvers,
  'paymentProcessorTermsAndConditions' | 'enrollmentBillingCycleTemplates'
> = {
  async paymentProcessorTermsAndConditions(_parent, { centerId }, ctx) {
    const center = await ctx.repos.centers.findVisible(requireUuid('centerId', centerId));
    if (!center) throw notFound('Centre');
    // The processor's own terms: the same for every centre it serves.
    return {
      centerId: center.id,
      paymentProcessorType: ctx.payments.processor,
      termsAndConditions: ctx.payments.termsAndConditions,
    };
  },

  async enrollmentBillingCycleTemplates(_parent, { businessId, centerId }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    const center = await requireCenterOf(ctx, business, 'centerId', centerId);
    const templates = await ctx.repos.billing.templatesFor(business.id, center.id);
    return sortBillingCycleTemplates(templates).map((t) => ({
      id: t.id,
      frequency: t.frequency,
      dayOfWeek: t.day_of_week,
      dayOfMonth: t.day_of_month,
      name: t.name,
    }));
  },
};
