/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Bank accounts and confirmation steps: a charge may now be pending (a bank debit, until the provider's webhook says
// it settled or was returned) or wait for the family's bank to confirm it (3-D Secure). One charge at most is
// succeeded or pending per offer. A bank account is kept with the moment its holder consented to the debit (it then
// pays automatically); every webhook event is recorded once, so a replayed one changes nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('offer_charge')
    .addColumn('method_type', 'text', (c) => c.notNull().defaultTo('CREDIT_CARD'))
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await sql`drop index offer_charge_one_success`.execute(db);
  await sql`create unique index offer_charge_one_live on offer_charge (application_offer_id) where status in ('succeeded', 'pending')`.execute(
    db,
  );
  await db.schema.createIndex('offer_charge_reference').on('offer_charge').column('reference').execute();
  await db.schema
    .alterTable('offer_payment_method')
    .addColumn('debit_consent_at', 'timestamptz')
    .addColumn('is_auto_pay', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('payment_webhook_event')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('processor', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_webhook_event').execute();
  await db.schema.alterTable('offer_payment_method').dropColumn('is_auto_pay').dropColumn('debit_consent_at').execute();
  await sql`drop index offer_charge_reference`.execute(db);
  await sql`drop index offer_charge_one_live`.execute(db);
  await sql`create unique index offer_charge_one_success on offer_charge (application_offer_id) where status = 'succeeded'`.execute(
    db,
  );
  await db.schema.alterTable('offer_charge').dropColumn('settled_at').dropColumn('method_type').execute();
}
