// `npm run bench:programs`: programsForCenter throughput over loopback, on PGlite and (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL in a throwaway schema.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, loadConfig, startServer, type Config } from '../packages/server/src/index';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const body = JSON.stringify({
  query: `query($b: ID!, $c: ID!, $d: String!, $a: ProgramsByAgeInput) {
    programsForCenter(businessId: $b, centerId: $c, searchDate: $d, byAge: $a) {
      enrollmentSettings { flowType }
      programsForCenter { id childId programName centers { availablePlaces feeAmount operatingDayAvailability { dayOfWeek count } } }
    } }`,
  variables: {
    b: DEMO_BUSINESS_IDS.mapleGrove,
    c: DEMO_CENTER_IDS.mapleGroveLincolnPark,
    d: '2026-09-01',
    a: { childWithDobs: [{ firstName: 'Leo', lastName: 'Park', dateOfBirth: '2020-01-15' }] },
  },
});

async function run(label: string, config: Config): Promise<void> {
  const server = await startServer({ ...config, host: '127.0.0.1', port: 0, logLevel: 'warn' });
  const url = `${server.url}/graphql`;
  try {
    const once = async () => {
      const started = performance.now();
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const json = (await res.json()) as { errors?: unknown };
      if (!res.ok || json.errors) throw new Error(`request failed: ${res.status} ${JSON.stringify(json.errors)}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 50; i++) await once(); // warm-up: JIT, prepared plans, pool connections
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next++;
          latencies.push(await once());
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
    console.log(
      `${label.padEnd(10)} ${REQUESTS} requests, concurrency ${CONCURRENCY}: ` +
        `${(REQUESTS / seconds).toFixed(0)} req/s, p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms`,
    );
  } finally {
    await server.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-'));
try {
  await run('pglite', loadConfig({ DATA_DIR: dataDir }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const schema = `cc_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    await run('postgres', loadConfig({ DATABASE_URL: url.toString(), DEMO: '1', DATA_DIR: tmpdir() }));
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
} else {
  console.log('postgres   skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it');
}
