// `npm run bench:programs`: programsForCenter throughput over loopback, on PGlite and (when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL in a throwaway schema. The server runs as its own
// process (the real entry, packages/server/src/main.ts), so the load generator does not share its event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '../packages/server/src/index';

const ROOT = new URL('../', import.meta.url).pathname;

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startServerProcess(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 60 s');
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServerProcess(env);
  const url = `${server.origin}/graphql`;
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
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
}

async function runPostgres(pgUrl: string, dataDir: string): Promise<void> {
  const schema = `cc_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    await run('postgres', { DATABASE_URL: url.toString(), DEMO: '1', DATA_DIR: dataDir });
  } finally {
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-'));
try {
  await run('pglite', { DATA_DIR: path.join(dataDir, 'pglite') });
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) await runPostgres(pgUrl, path.join(dataDir, 'postgres'));
  else console.log('postgres   skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
