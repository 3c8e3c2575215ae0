/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Answers stored for idempotent retries used to keep the plain link code of the application they created. Link codes
// are bearer secrets and only their hashes may be at rest, so the stored answers lose them (a retry now gets none).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update application_idempotency set result = jsonb_set(result, '{linkCode}', 'null'::jsonb)
            where result ? 'linkCode'`.execute(db);
}

// The codes are gone for good; there is nothing to put back.
export async function down(_db: Kysely<any>): Promise<void> {}
