import type { Resolvers } from '../generated/resolvers.generated';
import { businessQueries } from '../modules/business/business.resolvers';
import { centerQueries } from '../modules/center/center.resolvers';
import { programQueries } from '../modules/program/program.resolvers';
import { referenceQueries } from '../modules/reference/reference.resolvers';

export const resolvers: Resolvers = {
  Query: { ...businessQueries, ...centerQueries, ...programQueries, ...referenceQueries },
};
