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

  /** Marks the uploads attached; answers how many were still there (the cleanup may have just removed one). */
  async markLinked(ids: readonly string[], now: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .updateTable('offer_document')
      .set({ linked_at: now })
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Uploads never attached to their form that came before `cutoff`, oldest first (the cleanup's sweep). */
  async unattachedBefore(cutoff: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('offer_document')
      .select('id')
      .where('linked_at', 'is', null)
      .where('created_at', '<', cutoff)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * The upload, with its row locked for the caller's transaction, if it is still unattached and came before
   * `cutoff`: an attach arriving meanwhile waits for the removal, then finds nothing to attach.
   */
  lockUnattached(id: string, cutoff: Date) {
    return this.db
      .selectFrom('offer_document')
      .select(['id', 'application_offer_id', 'storage_key', 'content_length'])
      .where('id', '=', id)
      .where('linked_at', 'is', null)
      .where('created_at', '<', cutoff)
      .forUpdate()
      .executeTakeFirst();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('offer_document').where('id', '=', id).execute();
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
