import type { Generated } from 'kysely';
import type { WellnessCategory } from '@cc/core';

export interface HealthTermTable {
  id: Generated<string>;
  name: string;
  wellness_category: WellnessCategory;
}

export interface NamedTermTable {
  id: Generated<string>;
  name: string;
}
