/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// A centre's re-enrolment requests: a batch sent at once, and one correspondence per family contact in it, each
// opened by its own link code (128 bits; only the sha256 is stored) and moved through the spec's stages.
export async function up(db: Kysely<any>): Promise<void> {
  const uuidPk = sql`gen_random_uuid()`;
  await db.schema
    .createTable('reenrolment_batch')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('correspondence_type', 'text', (c) => c.notNull())
    .addColumn('uses_enrolment_form_override', 'boolean', (c) => c.notNull().defaultTo(false))
    // null: every centre of the business may be chosen when re-enrolling.
    .addColumn('allowed_center_ids', sql`uuid[]`)
    .addColumn('sent_by_person_id', 'uuid', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('correspondence')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('batch_id', 'uuid', (c) => c.notNull().references('reenrolment_batch.id').onDelete('cascade'))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('contact_id', 'uuid', (c) => c.notNull().references('contact.id').onDelete('cascade'))
    .addColumn('center_id', 'uuid', (c) => c.notNull().references('center.id'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('link_code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('decline_reason', 'text')
    .addColumn('other_reason', 'text')
    .addColumn('end_of_contract_date', 'date')
    .addColumn('declined_by', 'text')
    .addColumn('last_modified_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('correspondence_account').on('correspondence').column('account_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('correspondence').execute();
  await db.schema.dropTable('reenrolment_batch').execute();
}
