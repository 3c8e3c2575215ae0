import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Byte counters for the upload caps (upload-quota.ts names the keys). */
export class UploadAllowanceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Adds `bytes` to the counter when the sum stays within `cap`; false (nothing added) otherwise. One statement: the
   * conflicting row is locked and the condition judged on its latest value, so of concurrent reservations only those
   * that fit together pass, on PostgreSQL as on the embedded database.
   */
  async reserve(key: string, bytes: number, cap: number, expiresAt: Date | null): Promise<boolean> {
    const result = await sql<{ bytes: number }>`
      insert into upload_allowance (key, bytes, expires_at)
      select ${key}, ${bytes}::integer, ${expiresAt}::timestamptz
      where ${bytes}::integer <= ${cap}::integer
      on conflict (key) do update set bytes = upload_allowance.bytes + excluded.bytes
      where upload_allowance.bytes + excluded.bytes <= ${cap}::integer
      returning bytes`.execute(this.db);
    return result.rows.length === 1;
  }

  /** Gives back bytes a reservation did not use (a refused or smaller file, a removed upload). */
  async release(key: string, bytes: number): Promise<void> {
    if (bytes <= 0) return;
    await this.db
      .updateTable('upload_allowance')
      .set((eb) => ({ bytes: sql<number>`greatest(${eb.ref('bytes')} - ${bytes}::integer, 0)` }))
      .where('key', '=', key)
      .execute();
  }

  /** Drops the counters of client hours that are over. */
  async dropExpired(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('upload_allowance').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Whether any client hour's counter is over (the cleanup's sweep asks before queuing its removal). */
  async anyExpired(now: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('upload_allowance')
      .select('key')
      .where('expires_at', '<=', now)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
