/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// A family's submitted enrolment form kept with its account (document 2, section 3: Enrolment form account), so a
// signed-in parent can update it later from the portal. The correlation id names it in links.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enrolment_form_account')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id').onDelete('cascade'))
    .addColumn('center_id', 'uuid', (c) => c.notNull().references('center.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('correlation_id', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn('application_offer_id', 'uuid', (c) =>
      c.unique().references('application_offer.id').onDelete('set null'),
    )
    .addColumn('enrolment_form_id', 'uuid', (c) => c.references('enrolment_form.id').onDelete('set null'))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    // COMPLETE, or IN_PROGRESS while a parent's update is saved but not finished.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('enrolment_form_account_account')
    .on('enrolment_form_account')
    .column('account_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('enrolment_form_account').execute();
}
