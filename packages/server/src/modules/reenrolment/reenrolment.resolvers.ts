import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';
import { requireBusiness } from '../business/business.access';
import { offerEnquiry } from './offer-enquiry';
import { secondContactSettingsOf } from './reenrolment-settings';

export const reEnrolmentQueries: Pick<QueryResolvers, 'reEnrolmentSettings'> = {
  // Public, like the business's other settings: an unknown or inactive business is "not found".
  async reEnrolmentSettings(_parent, { businessId }, ctx) {
    return secondContactSettingsOf(await requireBusiness(ctx, 'businessId', businessId));
  },
};

export const reEnrolmentMutations: Pick<MutationResolvers, 'offerEnquiry'> = {
  offerEnquiry: (_parent, { input }, ctx) => offerEnquiry(ctx, input),
};
