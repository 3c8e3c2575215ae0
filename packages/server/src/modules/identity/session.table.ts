import type { Generated, Selectable } from 'kysely';

/** A signed-in parent: a bearer token (stored as its sha256) for one person at one business. */
export interface SessionTable {
  id: Generated<string>;
  token_hash: string;
  person_id: string;
  business_id: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}
export type SessionRow = Selectable<SessionTable>;
