import type { Resolvers } from '../generated/resolvers.generated';
import { applicationMutations, applicationQueries } from '../modules/application/application.resolvers';
import { estimateQueries } from '../modules/application/estimate.resolvers';
import { businessQueries } from '../modules/business/business.resolvers';
import { centerQueries } from '../modules/center/center.resolvers';
import { flagQueries } from '../modules/flags/flags.resolvers';
import { programQueries } from '../modules/program/program.resolvers';
import { referenceQueries } from '../modules/reference/reference.resolvers';

export const resolvers: Resolvers = {
  Query: {
    ...businessQueries,
    ...centerQueries,
    ...programQueries,
    ...referenceQueries,
    ...flagQueries,
    ...applicationQueries,
    ...estimateQueries,
  },
  Mutation: { ...applicationMutations },
};
