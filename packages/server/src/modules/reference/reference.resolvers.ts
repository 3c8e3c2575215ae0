import { RELATIONSHIP_TYPES } from '@cc/core';
import type { QueryResolvers } from '../../generated/resolvers.generated';

type ReferenceQueries = 'relationshipTypes' | 'healthTerms' | 'allergens' | 'allergicReactions';

export const referenceQueries: Pick<QueryResolvers, ReferenceQueries> = {
  relationshipTypes: () => [...RELATIONSHIP_TYPES],
  async healthTerms(_parent, _args, ctx) {
    const rows = await ctx.repos.reference.healthTerms();
    return rows.map((r) => ({ id: r.id, name: r.name, wellnessCategory: r.wellness_category }));
  },
  allergens: (_parent, _args, ctx) => ctx.repos.reference.allergens(),
  allergicReactions: (_parent, _args, ctx) => ctx.repos.reference.allergicReactions(),
};
