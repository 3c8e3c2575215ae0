import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { hashLinkCode } from '../../security/link-code';
import type { EnquiryLinkRow } from './enquiry-link.table';

export class EnquiryLinkRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The link a code opens, if it exists and has not expired; looked up by hash only. */
  async findUsable(code: string, now: Date): Promise<EnquiryLinkRow | undefined> {
    const row = await this.db
      .selectFrom('enquiry_link')
      .selectAll()
      .where('code_hash', '=', hashLinkCode(code))
      .executeTakeFirst();
    if (!row || (row.expires_at !== null && row.expires_at.getTime() <= now.getTime())) return undefined;
    return row;
  }

  async create(link: { businessId: string; code: string; expiresAt?: Date; allowedCenterIds?: string[] }) {
    return this.db
      .insertInto('enquiry_link')
      .values({
        business_id: link.businessId,
        code_hash: hashLinkCode(link.code),
        expires_at: link.expiresAt ?? null,
        allowed_center_ids: link.allowedCenterIds ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
}
