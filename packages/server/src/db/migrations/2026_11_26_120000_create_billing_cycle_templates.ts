/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// The billing cycles a business offers families (document 2, section 9: weekly, biweekly, every four weeks, monthly,
// quarterly), for all its centres or for one.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('billing_cycle_template')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    // null: every centre of the business.
    .addColumn('center_id', 'uuid', (c) => c.references('center.id'))
    .addColumn('frequency', 'text', (c) => c.notNull())
    // Sunday 0 to Saturday 6, for the weekly cycles.
    .addColumn('day_of_week', 'integer')
    // 1 to 31, or -1 for the last day, for the monthly cycles.
    .addColumn('day_of_month', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('billing_cycle_template_business')
    .on('billing_cycle_template')
    .column('business_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('billing_cycle_template').execute();
}
