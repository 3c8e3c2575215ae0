import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export class DeadLetterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(entry: { queue: string; key: string; jobId: string; errorKind: string; at: Date }): Promise<void> {
    await this.db
      .insertInto('job_dead_letter')
      .values({
        queue: entry.queue,
        job_key: entry.key,
        job_id: entry.jobId,
        error_kind: entry.errorKind,
        failed_at: entry.at,
      })
      .onConflict((c) => c.columns(['queue', 'job_key']).doNothing())
      .execute();
  }

  /** Of these keys, the ones dead-lettered on this queue. */
  async deadKeys(queue: string, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('job_dead_letter')
      .select('job_key')
      .where('queue', '=', queue)
      .where('job_key', 'in', keys)
      .execute();
    return new Set(rows.map((r) => r.job_key));
  }

  list(queue?: string) {
    let query = this.db.selectFrom('job_dead_letter').select(['queue', 'job_key', 'error_kind', 'failed_at']);
    if (queue) query = query.where('queue', '=', queue);
    return query.orderBy('failed_at').execute();
  }
}
