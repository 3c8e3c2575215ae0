import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';

// Filled by the checkout work: registrationSubmissionOfferForLinkCode and the checkout's mutations.
export const checkoutQueries: Partial<QueryResolvers> = {};
export const checkoutMutations: Partial<MutationResolvers> = {};
