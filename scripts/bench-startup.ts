// `npm run bench:startup`: time from starting the product (host/serve.ts) to a healthy /healthz, on a first
// start (empty embedded database: migrations and demo seed) and on a restart with the same DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const TIMEOUT_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, started: number): Promise<number> {
  while (Date.now() - started < TIMEOUT_MS) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy.`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`/healthz did not answer 200 within ${TIMEOUT_MS} ms.`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The bench measures the embedded default, so a DATABASE_URL in the caller's environment must not leak in.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: url, DEMO: '1' };
  const started = Date.now();
  const child = spawn(process.execPath, [TSX, join(ROOT, 'host/serve.ts')], { cwd: ROOT, env, stdio: 'ignore' });
  try {
    return await waitHealthy(url, child, started);
  } finally {
    await stop(child);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'cc-bench-startup-'));
try {
  const first = await timeStart(dataDir);
  const restart = await timeStart(dataDir);
  console.log(`First start (empty database, migrations + demo seed): ${first} ms to a healthy /healthz`);
  console.log(`Restart (same DATA_DIR):                              ${restart} ms to a healthy /healthz`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
