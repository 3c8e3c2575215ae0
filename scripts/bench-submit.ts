// `npm run bench:submit`: submitApplication throughput over loopback, on PGlite and (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) on PostgreSQL in a throwaway schema. Each request is a new family's enquiry (new person,
// account, child, contact, application and schedule, one transaction). The server runs as its own process (the real
// entry, packages/server/src/main.ts) so the load generator does not share its event loop; the shape is
// bench-programs.ts's.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { localDateIn } from '@cc/core';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '../packages/server/src/index';

const ROOT = new URL('../', import.meta.url).pathname;

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const BUSINESS = DEMO_BUSINESS_IDS.mapleGrove;
const CENTER = DEMO_CENTER_IDS.mapleGroveLincolnPark;

const SUBMIT = `mutation($input: SubmitApplicationInput!) {
  submitApplication(input: $input) { success id linkCode state errors { path key } } }`;

function startDate(): string {
  const date = new Date(`${localDateIn('America/Chicago', new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 14);
  return date.toISOString().slice(0, 10);
}

/** A new family's enquiry for one toddler, unique by idempotency key and email. */
function enquiryBody(toddlerRoomId: string, start: string): string {
  const tag = randomUUID();
  return JSON.stringify({
    query: SUBMIT,
    variables: {
      input: {
        idempotencyKey: `bench-${tag}`,
        businessId: BUSINESS,
        selectedCenter: { id: CENTER },
        firstName: 'Bench',
        lastName: 'Family',
        email: `bench.${tag}@example.com`,
        phoneNumber: { number: '(312) 555-0123', type: 'Mobile' },
        familyReceivesSubsidy: false,
        cwaConsent: true,
        children: [
          {
            firstName: 'Leo',
            lastName: 'Family',
            dateOfBirth: '2025-02-10',
            programSchedules: [
              {
                programId: toddlerRoomId,
                careType: 'LDC',
                cycleType: 'Weekly',
                days: [
                  { dayOfWeek: 'MONDAY', week: 'WEEK1' },
                  { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
                ],
                startDate: start,
              },
            ],
          },
        ],
      },
    },
  });
}

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
  const { DATABASE_URL: _ignored, REDIS_URL: _noRedis, ...inherited } = process.env;
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

async function post(url: string, body: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const json = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!res.ok || json.errors) throw new Error(`request failed: ${res.status} ${JSON.stringify(json.errors)}`);
  return json.data!;
}

async function toddlerRoomId(url: string): Promise<string> {
  const data = await post(
    url,
    JSON.stringify({
      query: `query($b: ID!, $c: ID!, $d: String!) { programsForCenter(businessId: $b, centerId: $c, searchDate: $d) {
        programsForCenter { id programName } } }`,
      variables: { b: BUSINESS, c: CENTER, d: startDate() },
    }),
  );
  const list = (data.programsForCenter as { programsForCenter: Array<{ id: string; programName: string }> })
    .programsForCenter;
  const program = list.find((p) => p.programName === 'Toddler Room');
  if (!program) throw new Error('the demo Toddler Room is missing at Lincoln Park');
  return program.id;
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const server = await startServerProcess(env);
  const url = `${server.origin}/graphql`;
  try {
    const programId = await toddlerRoomId(url);
    const start = startDate();
    const once = async () => {
      const body = enquiryBody(programId, start);
      const started = performance.now();
      const data = await post(url, body);
      const result = data.submitApplication as { success: boolean; errors: unknown };
      if (!result.success) throw new Error(`submit refused: ${JSON.stringify(result.errors)}`);
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
      `${label.padEnd(10)} ${REQUESTS} submits, concurrency ${CONCURRENCY}: ` +
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
