import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { createApp, DEMO_BUSINESS_IDS, loadConfig, type Database } from '@cc/server';
import { tempDataDir } from './harness';

// The embedded database runs no autovacuum, so the server keeps its planner's statistics itself (db/statistics.ts).
// What the planner believes about a table is pg_class.reltuples (-1 or 0 before any ANALYZE).

const rowsBelieved = async (db: Kysely<Database>, table: string): Promise<number> => {
  const { rows } = await sql<{ n: number }>`select reltuples::int as n from pg_class where relname = ${table}`.execute(
    db,
  );
  return rows[0]!.n;
};

/** 2,000 families (person, account and their link) on one business, as a busy centre gathers over the years. */
async function addFamilies(db: Kysely<Database>, count: number): Promise<void> {
  await sql`
    with p as (
      insert into person (id, first_name, last_name, email, phone_number, phone_type)
      select gen_random_uuid(), 'Parent', 'N' || g, 'parent' || g || '@example.com', '+1312555' || lpad(g::text, 4, '0'), 'Mobile'
      from generate_series(1, ${count}) g
      returning id
    ), a as (
      insert into account (id, business_id, name)
      select gen_random_uuid(), ${DEMO_BUSINESS_IDS.mapleGrove}, 'Family' from generate_series(1, ${count})
      returning id
    ), pairs as (
      select p.id as person_id, a.id as account_id
      from (select id, row_number() over () as n from p) p join (select id, row_number() over () as n from a) a using (n)
    )
    insert into account_person (account_id, person_id) select account_id, person_id from pairs`.execute(db);
}

test('the embedded database knows its tables at start and keeps up as they grow, with nobody running ANALYZE', async () => {
  const dataDir = tempDataDir();
  const server = await createApp(loadConfig({ DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'silent' }), {
    logger: false,
    statisticsIntervalMs: 200,
  });
  try {
    const seeded = await rowsBelieved(server.ctx.db, 'person');
    assert.ok(seeded > 0, `the demo's people are known from the start (reltuples ${seeded})`);

    await addFamilies(server.ctx.db, 2000);
    const deadline = Date.now() + 15_000;
    let believed = await rowsBelieved(server.ctx.db, 'account_person');
    while (believed < 2000 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      believed = await rowsBelieved(server.ctx.db, 'account_person');
    }
    assert.ok(believed >= 2000, `account_person's 2,000+ rows are known within the interval (reltuples ${believed})`);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
