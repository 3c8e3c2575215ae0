import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { createApp, loadConfig } from '@cc/server';
import { tempDataDir } from './harness';

test('a second server on the same DATA_DIR fails at start with a clear message', async () => {
  const dataDir = tempDataDir();
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: '1' });
  const first = await createApp(config, { logger: false });
  try {
    await assert.rejects(
      createApp(config, { logger: false }),
      /DATA_DIR .* is already in use by another server \(pid \d+\)/,
    );
    assert.equal((await first.app.inject('/healthz')).statusCode, 200, 'the first server is unharmed');
  } finally {
    await first.close();
  }
  assert.equal(existsSync(path.join(dataDir, 'server.lock')), false, 'closing releases the lock');
  const again = await createApp(config, { logger: false });
  await again.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a lock left by a dead process is taken over, and the data survives a restart', async () => {
  const dataDir = tempDataDir();
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: '1' });
  const seeded = await createApp(config, { logger: false });
  await seeded.close();
  const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
  writeFileSync(path.join(dataDir, 'server.lock'), String(dead));
  const restarted = await createApp(config, { logger: false });
  try {
    const res = await restarted.app.inject('/demo.json');
    assert.equal(res.json().businesses.length, 3);
  } finally {
    await restarted.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
