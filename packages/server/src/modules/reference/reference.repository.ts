import type { WellnessCategory } from '@cc/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export class ReferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  healthTerms(): Promise<Array<{ id: string; name: string; wellness_category: WellnessCategory }>> {
    return this.db.selectFrom('health_term').selectAll().orderBy('wellness_category').orderBy('name').execute();
  }

  allergens(): Promise<Array<{ id: string; name: string }>> {
    return this.db.selectFrom('allergen').selectAll().orderBy('name').execute();
  }

  allergicReactions(): Promise<Array<{ id: string; name: string }>> {
    return this.db.selectFrom('allergic_reaction').selectAll().orderBy('name').execute();
  }
}
