import { sql, type Kysely, type OperationNodeSource } from 'kysely';
import type { Database } from './database';

/** An insert (or other data-modifying query) not yet run, to be written together with others. */
export type Write = OperationNodeSource;

/**
 * Runs several writes as one SQL statement, each a data-modifying WITH of it: one round trip, and atomic without a
 * transaction (a failure in any leaves none of them written). The rows' ids are made by the caller, so no write
 * waits for another's RETURNING; foreign keys between them are checked when the statement ends, every row in.
 */
export async function executeAsOne(db: Kysely<Database>, writes: readonly Write[]): Promise<void> {
  if (writes.length === 0) return;
  const parts = writes.map((write, i) => sql`${sql.id(`write_${i}`)} as (${write})`);
  await sql`with ${sql.join(parts)} select 1`.execute(db);
}
