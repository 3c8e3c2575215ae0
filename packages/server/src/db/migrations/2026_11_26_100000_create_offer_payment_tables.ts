/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// How a family pays an offer's fee: the payment method its provider tokenised (only the token, brand and last four
// digits: never a card or account number), and every charge made, failed ones included, with the processor's
// reference and service fee. One successful charge per offer at most, enforced by the database too.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offer_payment_method')
    .addColumn('application_offer_id', 'uuid', (c) =>
      c.primaryKey().references('application_offer.id').onDelete('cascade'),
    )
    .addColumn('processor', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('method_type', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('offer_charge')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_offer_id', 'uuid', (c) =>
      c.notNull().references('application_offer.id').onDelete('cascade'),
    )
    .addColumn('processor', 'text', (c) => c.notNull())
    // Integer cents in the business's currency.
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // 'succeeded' or 'failed'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('failure_code', 'text')
    .addColumn('service_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_charge_offer').on('offer_charge').column('application_offer_id').execute();
  await sql`create unique index offer_charge_one_success on offer_charge (application_offer_id) where status = 'succeeded'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_charge').execute();
  await db.schema.dropTable('offer_payment_method').execute();
}
