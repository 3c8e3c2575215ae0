/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Bytes uploaded per offer and per client address an hour, counted where every server copy sees them: one row per
// counter, raised by a single conditional statement so concurrent uploads cannot pass a cap together. A client's
// hour row names its window and lapses with it; an offer's row lives as long as the offer's documents. And an index
// for the removal of uploads never attached to their form.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_allowance')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('offer_document_unattached')
    .on('offer_document')
    .column('created_at')
    .where(sql.ref('linked_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('offer_document_unattached').execute();
  await db.schema.dropTable('upload_allowance').execute();
}
