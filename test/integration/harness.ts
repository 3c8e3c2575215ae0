import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp, loadConfig, TEST_NOW, TestClock, type AppOptions, type Config } from '@cc/server';
import { prepareDemoDataDir } from '../support/demo-data-dir';

export type TestApp = Awaited<ReturnType<typeof createApp>>;

/** A database the suite runs against: a fresh embedded PGlite, or a fresh schema on PostgreSQL. */
export interface Target {
  name: 'pglite' | 'postgres';
  config(overrides?: Partial<Config>): Config;
  dispose(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'cc-test-'));
}

function pgliteTarget(): Target {
  const dirs: string[] = [];
  return {
    name: 'pglite',
    config(overrides = {}) {
      const dataDir = tempDataDir();
      dirs.push(dataDir);
      return { ...loadConfig({ DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'silent' }), ...overrides };
    },
    async dispose() {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

// Each configuration gets its own schema, so files (and apps within a file) never see each other's rows.
function postgresTarget(baseUrl: string): Target {
  let schemas: string[] = [];
  let pool: pg.Pool | undefined;
  const admin = () => (pool ??= new pg.Pool({ connectionString: baseUrl, max: 1 }));
  return {
    name: 'postgres',
    config(overrides = {}) {
      const schema = `cc_test_${randomBytes(6).toString('hex')}`;
      schemas.push(schema);
      const created = admin().query(`create schema ${schema}`);
      const databaseUrl = withSearchPath(baseUrl, schema);
      const config = {
        ...loadConfig({ DATABASE_URL: databaseUrl, DEMO: '1', LOG_LEVEL: 'silent', DATA_DIR: tempDataDir() }),
        ...overrides,
      };
      pendingSchemas.set(config, created);
      return config;
    },
    async dispose() {
      // Disposing leaves the target usable: a later config() opens a new admin pool.
      const dropping = schemas;
      schemas = [];
      // The server keeps its jobs (pg-boss) in a schema named after its own (jobs/job-runner.ts jobSchemaFor).
      await withSchemaLock(baseUrl, 'exclusive', async () => {
        for (const schema of dropping) {
          await admin().query(`drop schema if exists ${schema} cascade`);
          await admin().query(`drop schema if exists ${schema}_pgboss cascade`);
        }
      });
      await pool?.end();
      pool = undefined;
    },
  };
}

const pendingSchemas = new WeakMap<Config, Promise<unknown>>();

// Test files run side by side on one PostgreSQL database. Before it migrates, Kysely's migrator lists every table of
// the database, and a schema another file drops meanwhile fails that listing ("schema ... does not exist"). So an app
// starts under a shared lock and schemas are dropped under an exclusive one (a session-level advisory lock, released
// when its connection ends).
const SCHEMA_LOCK = 74_147_410;

async function withSchemaLock<T>(url: string, mode: 'shared' | 'exclusive', work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`select ${mode === 'shared' ? 'pg_advisory_lock_shared' : 'pg_advisory_lock'}($1)`, [
      SCHEMA_LOCK,
    ]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Tests submit many enquiries from one address; the limits' own test (submit-limits.test.ts) passes the real ones. */
const MANY_SUBMITS = {
  submitApplication: { limit: 10_000, windowMs: 60_000 },
  submitApplicationPerBusiness: { limit: 10_000, windowMs: 60_000 },
};

/**
 * createApp after the target's schema exists; logs are silent unless the test asks for them. The server's clock
 * starts at TEST_NOW, so the demo data it seeds and every "today" it judges by are the same whenever the suite runs.
 */
export async function startApp(config: Config, opts: AppOptions = {}): Promise<TestApp> {
  await pendingSchemas.get(config);
  const clock = opts.clock ?? new TestClock(TEST_NOW);
  await prepareDemoDataDir(config, clock.now());
  const start = () => createApp(config, { logger: false, rateLimits: MANY_SUBMITS, ...opts, clock });
  return config.databaseUrl ? withSchemaLock(config.databaseUrl, 'shared', start) : start();
}

export function targets(): Target[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteTarget(), postgresTarget(url)] : [pgliteTarget()];
}

export async function gql<T = Record<string, unknown>>(
  app: TestApp['app'],
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }> {
  const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } });
  return response.json();
}

/**
 * A GraphQL caller for one app: each call from a new client address (so per-address limits stay out of a test that
 * is not about them), with an optional page origin and a session token.
 */
export function graphqlCaller(app: TestApp['app'], defaults: { origin?: string } = {}) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every shape
  return async (query: string, variables: Record<string, unknown> = {}, token?: string): Promise<any> =>
    (
      await app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
        headers: {
          ...(defaults.origin && { origin: defaults.origin }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
        payload: { query, variables },
      })
    ).json();
}
