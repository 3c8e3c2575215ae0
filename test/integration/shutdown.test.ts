// SIGTERM must close connections and the embedded database cleanly: the process exits 0, the DATA_DIR lock is
// released, and a new server opens the same files with the data intact.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'cc-shutdown-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 60 s');
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('SIGTERM exits 0, releases the DATA_DIR lock, and the embedded database reopens intact', async () => {
  const port = await freePort();
  const first = await start(port);
  assert.ok(existsSync(join(dataDir, 'server.lock')), 'a running server holds the lock');
  const exited = exitCode(first);
  first.kill('SIGTERM');
  assert.equal(await exited, 0);
  assert.equal(existsSync(join(dataDir, 'server.lock')), false, 'the lock is released');

  const second = await start(port);
  try {
    const demo = (await (await fetch(`http://127.0.0.1:${port}/demo.json`)).json()) as { businesses: unknown[] };
    assert.equal(demo.businesses.length, 3);
  } finally {
    const done = exitCode(second);
    second.kill('SIGTERM');
    assert.equal(await done, 0);
  }
});
