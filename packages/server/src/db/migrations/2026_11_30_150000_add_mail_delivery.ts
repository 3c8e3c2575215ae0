/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// mail_outbox becomes the outbox every mail goes through: a mail is recorded in the transaction that decided to send
// it (a reminder's claim), then delivered by a job, at least once, and marked sent once the SMTP server accepted it.
// status: 'queued' (waiting for SMTP), 'sent' (accepted; bodies cleared), 'kept' (no transport: read at /dev/mailbox).
// Rows from before this migration were kept by the outbox mode and are never delivered late: 'kept', and expired.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('kept'))
    .addColumn('sent_at', 'timestamptz')
    // Past it the mail is worth nothing (a sign-in code's lifetime): never sent late, and purged.
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db
    .updateTable('mail_outbox')
    .set({ expires_at: sql`created_at` })
    .execute();
  // The delivery sweep reads queued mail; the purge reads by age.
  await db.schema
    .createIndex('mail_outbox_queued')
    .on('mail_outbox')
    .column('created_at')
    .where(sql<boolean>`status = 'queued'`)
    .execute();
  await db.schema.createIndex('mail_outbox_created').on('mail_outbox').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_created').execute();
  await db.schema.dropIndex('mail_outbox_queued').execute();
  await db.schema
    .alterTable('mail_outbox')
    .dropColumn('expires_at')
    .dropColumn('sent_at')
    .dropColumn('status')
    .execute();
}
