import type { Generated, Selectable } from 'kysely';

/** One request for a sign-in code (see the 2026_11_25 migration): hashes only, never the code or token. */
export interface SignInChallengeTable {
  id: Generated<string>;
  business_id: string;
  token_hash: string;
  email_hash: string;
  person_id: string | null;
  code_hash: string;
  wrong_answers: Generated<number>;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}
export type SignInChallengeRow = Selectable<SignInChallengeTable>;
