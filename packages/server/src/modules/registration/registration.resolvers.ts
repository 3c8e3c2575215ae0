import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';

// Filled by the registration work: registrationByLinkCode, programsForRegistration, submitRegistrationSubmission and
// the staff operations.
export const registrationQueries: Partial<QueryResolvers> = {};
export const registrationMutations: Partial<MutationResolvers> = {};
