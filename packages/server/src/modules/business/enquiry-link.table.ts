import type { ColumnType, Generated, Selectable } from 'kysely';

export interface EnquiryLinkTable {
  id: Generated<string>;
  business_id: string;
  /** sha256 of the link code; the plain code is never stored. */
  code_hash: string;
  expires_at: Date | null;
  /** Centres the link opens; null opens every active centre of the business. */
  allowed_center_ids: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  created_at: Generated<Date>;
}
export type EnquiryLinkRow = Selectable<EnquiryLinkTable>;
