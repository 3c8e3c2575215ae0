import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

/**
 * PostgreSQL chooses each plan from its tables' statistics (rows, distinct values), which a server's autovacuum
 * refreshes as tables grow. The embedded PGlite runs no autovacuum: left alone, its planner would believe every
 * table as small as it was when first created. Measured on an enquiry's person look-up: without statistics it
 * started from all of a business's accounts rather than from the email and phone indexes, 1.8 ms per enquiry at
 * 1,500 families and growing with them, against 0.1 ms planned from statistics.
 */
export const PGLITE_STATISTICS_INTERVAL_MS = 10 * 60_000;

/** Samples every table (ANALYZE reads at most 30,000 rows of each, so it stays short on a large database). */
export async function refreshStatistics(db: Kysely<Database>): Promise<void> {
  await sql`analyze`.execute(db);
}

/**
 * Refreshes the statistics every `intervalMs` until stopped; `stop` waits for a refresh under way, so the database
 * can close after it. A failed refresh is reported and the next one tried on time.
 */
export function refreshStatisticsEvery(
  db: Kysely<Database>,
  intervalMs: number,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => refreshStatistics(db)).catch(onError);
  }, intervalMs);
  // The refresh alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
