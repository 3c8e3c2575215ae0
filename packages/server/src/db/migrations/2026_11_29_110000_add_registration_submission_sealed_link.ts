/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import type { Kysely } from 'kysely';

// A registration submission answers a retry of its submit (same idempotency key, same request) with the same link
// code. The database keeps only the code's hash, so the code is also kept sealed: encrypted under a key derived from
// the idempotency key, which the database keeps only hashed too. Whoever repeats the request can open it again;
// whoever reads the database cannot. Null once staff issue a new code (a decision mails it).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registration_submission').addColumn('link_code_sealed', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registration_submission').dropColumn('link_code_sealed').execute();
}
