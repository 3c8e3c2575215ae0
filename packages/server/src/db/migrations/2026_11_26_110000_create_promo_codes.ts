/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// A business's promo codes (a percentage or a fixed amount off the fees due now, until a day, for a number of uses)
// and the one applied to each offer.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promo_code')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    // Upper case, no spaces: codes are matched as people type them.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // 'PERCENT' (whole percent) or 'FIXED' (integer cents).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    // The last day it may be used, in the business's centres' time zones; null: no end.
    .addColumn('expiry_date', 'date')
    // null: no limit.
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('promo_code_business_code', ['business_id', 'code'])
    .execute();
  await db.schema
    .createTable('offer_promo')
    .addColumn('application_offer_id', 'uuid', (c) =>
      c.primaryKey().references('application_offer.id').onDelete('cascade'),
    )
    .addColumn('promo_code_id', 'uuid', (c) => c.notNull().references('promo_code.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_promo').execute();
  await db.schema.dropTable('promo_code').execute();
}
