import type { Generated } from 'kysely';

/** A file a family uploaded for an offer's enrolment form; the bytes are the storage's, under storage_key. */
export interface OfferDocumentTable {
  id: Generated<string>;
  application_offer_id: string;
  storage_key: string;
  /** The name the family's file had (shown back to them), never used as a path. */
  file_name: string;
  /** Sniffed from the bytes, one of the allow-list. */
  mime_type: string;
  content_length: number;
  /** When the family attached it to their form (setApplicationOfferDocuments). */
  linked_at: Date | null;
  created_at: Date;
}

/** A short-lived link to one document: the token's hash, never the token. */
export interface DocumentLinkTable {
  token_hash: string;
  document_id: string;
  expires_at: Date;
}

/** Bytes uploaded against one cap (an offer's, or a client address's hour), raised only while under it. */
export interface UploadAllowanceTable {
  /** `offer:<id>`, or `client:<address hash>:<hour>`. */
  key: string;
  bytes: number;
  /** When a client's hour is over (its row is then dropped); null for an offer's. */
  expires_at: Date | null;
}
