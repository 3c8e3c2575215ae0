// The load harness the GraphQL benches share: the server as its own process (the real entry,
// packages/server/src/main.ts, NODE_ENV=production) so the load generator does not share its event loop, a warm-up,
// N requests at a fixed concurrency, throughput and p50/p95, on PGlite and (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) on PostgreSQL in a throwaway schema. Beside them, CPU milliseconds per request of the
// server process and of the database (PostgreSQL's backends; PGlite runs inside the server, so its share is in the
// server's figure): on a machine where server, database and load generator share the cores, requests per second
// swing between identical runs, CPU per request does not.
import { TRUSTED_DOCUMENTS } from '../../packages/server/src/graphql/trusted-documents';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = new URL('../../', import.meta.url).pathname;
// Enough for the JIT to settle: the figures are steady-state CPU per request.
const WARM_UP = 500;
const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
function processCpuMs(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/** CPU time of every PostgreSQL server process on this machine (backends, writers), in ms. */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let name = '';
    try {
      name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (name === 'postgres' || name.startsWith('postgres:')) total += processCpuMs(Number(entry));
  }
  return total;
}

export interface GraphqlLoad {
  /** What one request is called in the report, e.g. "requests" or "submits". */
  unit: string;
  requests: number;
  concurrency: number;
  /** Settings for the server under load (e.g. limits a bench must not hit). */
  env?: Record<string, string>;
  /**
   * Called once per server with its /graphql URL (and, on PostgreSQL, the connection string of the bench's schema,
   * for data the API cannot make fast enough); returns one timed request, which throws on a failure.
   */
  prepare(url: string, database?: string): Promise<() => Promise<void>>;
  /** Needs `database` in prepare: measured on PostgreSQL only (PGlite runs inside the server process). */
  postgresOnly?: boolean;
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
  // Only what the bench chooses: an inherited database or Redis would measure someone else's setup.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  // BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')],
    {
      cwd: ROOT,
      // Production runs the built-in sandbox only when it is named (PAYMENTS=sandbox).
      env: {
        ...inherited,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PAYMENTS: 'sandbox',
        // No SMTP server here: production keeps mail in the outbox only when told to.
        MAIL: 'outbox',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { origin, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 60 s');
}

/** POSTs a GraphQL body and returns its data; a GraphQL or HTTP error throws. */
export async function postGraphql(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const json = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!res.ok || json.errors) throw new Error(`request failed: ${res.status} ${JSON.stringify(json.errors)}`);
  return json.data!;
}

async function measure(label: string, env: Record<string, string>, load: GraphqlLoad): Promise<void> {
  const external = label === 'postgres';
  const server = await startServerProcess({ ...env, ...load.env });
  try {
    const request = await load.prepare(`${server.origin}/graphql`, external ? env.DATABASE_URL : undefined);
    const once = async () => {
      const started = performance.now();
      await request();
      return performance.now() - started;
    };
    for (let i = 0; i < WARM_UP; i++) await once(); // JIT, prepared plans, pool connections
    const latencies: number[] = [];
    let next = 0;
    const serverCpuBefore = processCpuMs(server.child.pid!);
    const databaseCpuBefore = external ? postgresCpuMs() : 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: load.concurrency }, async () => {
        while (next < load.requests) {
          next++;
          latencies.push(await once());
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const serverCpu = (processCpuMs(server.child.pid!) - serverCpuBefore) / load.requests;
    const databaseCpu = external ? (postgresCpuMs() - databaseCpuBefore) / load.requests : undefined;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
    console.log(
      `${label.padEnd(10)} ${load.requests} ${load.unit}, concurrency ${load.concurrency}: ` +
        `${(load.requests / seconds).toFixed(0)} req/s, p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, ` +
        `CPU per request: server ${serverCpu.toFixed(2)} ms, database ` +
        (databaseCpu === undefined ? '(inside the server)' : `${databaseCpu.toFixed(2)} ms`),
    );
  } finally {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
}

async function measurePostgres(pgUrl: string, dataDir: string, load: GraphqlLoad): Promise<void> {
  const schema = `cc_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    await measure('postgres', { DATABASE_URL: url.toString(), DEMO: '1', DATA_DIR: dataDir }, load);
  } finally {
    // The server keeps its jobs (pg-boss) in a schema named after its own.
    await admin.query(`drop schema ${schema} cascade`);
    await admin.query(`drop schema if exists ${schema}_pgboss cascade`);
    await admin.end();
  }
}

/** Runs the load on PGlite, then on PostgreSQL when a URL is set, and prints one line per database. */
export async function benchGraphql(load: GraphqlLoad): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-'));
  try {
    if (load.postgresOnly) console.log('pglite     skipped: this load prepares its data in PostgreSQL');
    else await measure('pglite', { DEMO: '1', DATA_DIR: path.join(dataDir, 'pglite') }, load);
    const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (pgUrl) await measurePostgres(pgUrl, path.join(dataDir, 'postgres'), load);
    else console.log('postgres   skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A widget operation's request body, as the widgets send it: its trusted-documents hash, its name and the variables
 * (never the text). The server runs in production mode here, where it executes only the widgets' own operations, so
 * the load is what families really send.
 */
export function widgetRequest(name: string, variables: Record<string, unknown>): string {
  const found = Object.entries(TRUSTED_DOCUMENTS).find(([, text]) =>
    new RegExp(`^(query|mutation) ${name}\\b`).test(text),
  );
  if (!found) throw new Error(`No widget operation named ${name} in the trusted-documents manifest.`);
  return JSON.stringify({
    operationName: name,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: found[0] } },
  });
}
