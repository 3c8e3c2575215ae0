import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers.generated';
import { MODULES } from '../modules/index';

/** Merges one root type's resolvers from every module; two modules answering one field is a mistake, not an override. */
function merge<T extends object>(parts: readonly (T | undefined)[], root: string): T {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [field, resolver] of Object.entries(part ?? {})) {
      if (field in merged) throw new Error(`Two modules resolve ${root}.${field}.`);
      merged[field] = resolver;
    }
  }
  return merged as T;
}

export const resolvers: Resolvers = {
  Query: merge<QueryResolvers>(
    MODULES.map((m) => m.query),
    'Query',
  ),
  Mutation: merge<MutationResolvers>(
    MODULES.map((m) => m.mutation),
    'Mutation',
  ),
};
