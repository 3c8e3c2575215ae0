/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Timed work (pg-boss keeps its own schema): what failed for good, the offer reminders sent, and when a business
// wants them.
export async function up(db: Kysely<any>): Promise<void> {
  // A job that used up its retries: the sweeps skip its key, so a mail that cannot be sent is not tried forever.
  await db.schema
    .createTable('job_dead_letter')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('job_key', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('error_kind', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('job_dead_letter_queue_key', ['queue', 'job_key'])
    .execute();

  // One row per offer and threshold: the key that makes a reminder go out once, whatever the number of copies.
  await db.schema
    .createTable('offer_reminder')
    .addColumn('application_offer_id', 'uuid', (c) =>
      c.notNull().references('application_offer.id').onDelete('cascade'),
    )
    .addColumn('threshold_hours', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('offer_reminder_pk', ['application_offer_id', 'threshold_hours'])
    .execute();

  // Hours before an offer lapses at which the family is reminded (empty: no reminders).
  await db.schema
    .alterTable('business')
    .addColumn('offer_reminder_hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'[48, 24]'::jsonb`))
    .execute();

  // The sweep reads open offers with an expiry: keep that a range scan however many offers a business has closed.
  await db.schema
    .createIndex('application_offer_open_expiry')
    .on('application_offer')
    .columns(['expiry_date'])
    .where(sql<boolean>`state in ('NEW', 'OFFERED_WAITLIST')`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('application_offer_open_expiry').execute();
  await db.schema.alterTable('business').dropColumn('offer_reminder_hours').execute();
  await db.schema.dropTable('offer_reminder').execute();
  await db.schema.dropTable('job_dead_letter').execute();
}
