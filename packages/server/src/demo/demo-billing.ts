import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DemoBusiness } from './demo-types';
import { demoUuid } from './demo-uuid';

/** Every demo business bills weekly on Mondays, every two weeks, on the 1st and on the last day of the month. */
export async function seedBillingCycles(tx: Transaction<Database>, business: DemoBusiness, now: Date): Promise<void> {
  const fortnight = business.region === 'AU' ? 'Fortnightly (Monday)' : 'Biweekly (Monday)';
  const templates = [
    { key: 'weekly', frequency: 'WEEKLY', day_of_week: 1, day_of_month: null, name: 'Weekly (Monday)' },
    { key: 'biweekly', frequency: 'BIWEEKLY', day_of_week: 1, day_of_month: null, name: fortnight },
    { key: 'monthly-first', frequency: 'MONTHLY', day_of_week: null, day_of_month: 1, name: 'Monthly (1st)' },
    { key: 'monthly-last', frequency: 'MONTHLY', day_of_week: null, day_of_month: -1, name: 'Monthly (last day)' },
  ] as const;
  await tx
    .insertInto('billing_cycle_template')
    .values(
      templates.map(({ key, ...template }) => ({
        id: demoUuid(`billing-cycle:${business.key}/${key}`),
        business_id: business.id,
        center_id: null,
        ...template,
        created_at: now,
      })),
    )
    .execute();
}
