/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Documents a family uploads for an offer's enrolment form (immunisation records, action plans): the file is kept by
// the storage (a folder under DATA_DIR by default) under a generated name, its type sniffed from its bytes; linked to
// the offer's form once the family attaches it. A document link is a short-lived capability, kept only as a hash.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('offer_document')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_offer_id', 'uuid', (c) =>
      c.notNull().references('application_offer.id').onDelete('cascade'),
    )
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('content_length', 'integer', (c) => c.notNull())
    .addColumn('linked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_document_offer').on('offer_document').column('application_offer_id').execute();
  await db.schema
    .createTable('document_link')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('offer_document.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_link').execute();
  await db.schema.dropTable('offer_document').execute();
}
