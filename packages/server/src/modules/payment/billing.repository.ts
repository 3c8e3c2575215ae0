import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** A business's billing cycle templates: public business data, with nothing of any family in it. */
export class BillingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The templates for one centre: the business's own, and the centre's. */
  templatesFor(businessId: string, centerId: string) {
    return this.db
      .selectFrom('billing_cycle_template')
      .select(['id', 'frequency', 'day_of_week', 'day_of_month', 'name'])
      .where('business_id', '=', businessId)
      .where((eb) => eb.or([eb('center_id', 'is', null), eb('center_id', '=', centerId)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }
}
