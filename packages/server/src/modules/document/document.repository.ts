import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Offers' uploaded documents and their short-lived links. Callers have checked the offer is the caller's. */
export class DocumentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(document: {
    offerId: string;
    storageKey: string;
    fileName: string;
    mimeType: string;
    contentLength: number;
    now: Date;
  }): Promise<string> {
    const row = await this.db
      .insertInto('offer_document')
      .values({
        application_offer_id: document.offerId,
        storage_key: document.storageKey,
        file_name: document.fileName,
        mime_type: document.mimeType,
        content_length: document.contentLength,
        created_at: document.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  byId(id: string) {
    return this.db
      .selectFrom('offer_document as d')
      .innerJoin('application_offer as o', 'o.id', 'd.application_offer_id')
      .select([
        'd.id',
        'd.application_offer_id',
        'd.storage_key',
        'd.file_name',
        'd.mime_type',
        'd.content_length',
        'd.linked_at',
        'o.business_id',
      ])
      .where('d.id', '=', id)
      .executeTakeFirst();
  }

  async markLinked(ids: readonly string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('offer_document').set({ linked_at: now }).where('id', 'in', ids).execute();
  }

  async addLink(tokenHash: string, documentId: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('document_link')
      .values({ token_hash: tokenHash, document_id: documentId, expires_at: expiresAt })
      .execute();
  }

  /** The document a live link opens; undefined once it has lapsed. */
  async byLink(tokenHash: string, now: Date) {
    const link = await this.db
      .selectFrom('document_link')
      .select('document_id')
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return link ? this.byId(link.document_id) : undefined;
  }
}
