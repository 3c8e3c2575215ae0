/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import type { Kysely } from 'kysely';

// An idempotency key is bound to the request it came with (a hash of it, as Stripe does): the same key with another
// request is refused instead of answering with the first one's result. Rows stored before have no hash.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('application_idempotency').addColumn('request_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('application_idempotency').dropColumn('request_hash').execute();
}
