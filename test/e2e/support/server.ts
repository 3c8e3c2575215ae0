// Starts the real product (server + hosted page) on 127.0.0.1, a free port and a fresh embedded database.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { createApp, loadConfig, TEST_NOW, TestClock, type Database } from '@cc/server';
import { createHostPlugin } from '../../../host/plugin';
import { prepareDemoDataDir } from '../../support/demo-data-dir';
import type { RateLimits } from '../../../packages/server/src/security/rate-limit';
import type { SandboxPaymentProvider } from '../../../packages/server/src/payments/sandbox/sandbox-provider';
import type { JobRunner } from '../../../packages/server/src/jobs/job-runner';

const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));
const LOADER = join(DIST, 'cc-widgets.js');

export interface TestServer {
  url: string;
  dataDir: string;
  /** The app's own database handle, so a test can read what a journey wrote through the server's repositories. */
  db: Kysely<Database>;
  /** The server's clock: a journey that crosses time (a bank debit clearing) moves it, never sleeps. */
  clock: TestClock;
  /** The built-in sandbox processor, to settle bank debits whose day the moved clock has reached. */
  payments: SandboxPaymentProvider;
  /** Timed work (offer reminders): a journey that moves the clock past a reminder's moment waits for its mail. */
  jobs: JobRunner;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServerOptions {
  /** Mail goes to this SMTP server (a test's in-process inbox) instead of the outbox table. */
  smtpUrl?: string;
  /** Other rate limits (a bench signs one parent in many times within the test clock's one minute). */
  rateLimits?: Partial<RateLimits>;
  /** How often the server sweeps for timed work (default: every second, so a reminder follows a moved clock). */
  jobSweepMs?: number;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  if (!existsSync(LOADER)) throw new Error(`${LOADER} is missing: run \`npm run build\` before the end-to-end tests.`);
  // The port is chosen before the app is made (its public URL goes into mails and links), so between the probe and
  // the listen another process can take it: with two files running at once, a browser's outgoing connection did.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(await freePort(), options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
    }
  }
}

async function startOnPort(port: number, options: TestServerOptions): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cc-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  // Only what this test chooses: an inherited DATABASE_URL would point the test at someone's real database.
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    DEMO: '1',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
  });
  // The server serves its own copy of the bundle: a build started meanwhile (it empties dist/) cannot pull the
  // widgets from under a running spec.
  const widgets = join(dataDir, 'widgets');
  cpSync(DIST, widgets, { recursive: true });
  // createApp + listen rather than startServer: the test needs the database handle, and no signal handlers.
  // The server's clock starts at TEST_NOW like the browser's (browser.ts): the demo it seeds and the dates the
  // journeys pick read the same whenever the suite runs.
  const clock = new TestClock(TEST_NOW);
  await prepareDemoDataDir(config, clock.now());
  const server = await createApp(config, {
    clock,
    plugins: [createHostPlugin({ distDir: widgets })],
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    jobs: { sweepIntervalMs: options.jobSweepMs ?? 1_000, pollingIntervalSeconds: 0.5 },
  });
  try {
    await server.app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    db: server.ctx.db,
    clock,
    payments: server.ctx.payments as SandboxPaymentProvider,
    jobs: server.ctx.jobs,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
