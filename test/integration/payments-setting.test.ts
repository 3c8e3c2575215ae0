// Production never falls into the built-in sandbox (any Luhn-valid card approved) by default: it runs only when the
// operator names it with PAYMENTS=sandbox, and says so in the log; and the sandbox's card fields stay off the
// network unless the operator asks for them there.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { PassThrough } from 'node:stream';
import { after, describe, test } from 'node:test';
import { rmSync } from 'node:fs';
import { createApp, loadConfig } from '@cc/server';
import { tempDataDir } from './harness';

const dirs: string[] = [];
const dataDir = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};

/** Whether something answers at host:port (a TCP connection is accepted). */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the payments setting', () => {
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('production without PAYMENTS refuses to start, naming the setting', async () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() }),
      /In production the sandbox payment provider runs only with PAYMENTS=sandbox/,
    );
    assert.throws(() => loadConfig({ PAYMENTS: 'stripe', DATA_DIR: dataDir() }), /PAYMENTS must be "sandbox"/);
    // A configuration put together by hand (not from the environment) is held to the same rule.
    const config = {
      ...loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'silent' }),
      production: true,
      payments: undefined,
    };
    await assert.rejects(
      createApp(config, { logger: false }),
      /In production the sandbox payment provider runs only with PAYMENTS=sandbox/,
    );
  });

  test('production with PAYMENTS=sandbox starts the sandbox and warns that it runs', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      MAIL: 'outbox',
      DATA_DIR: dataDir(),
      LOG_LEVEL: 'warn',
    });
    assert.equal(config.payments, 'sandbox');
    const t = await createApp(config, { logger: { stream } });
    try {
      assert.equal(t.ctx.payments.isSandbox, true);
      const warning = lines.map((line) => JSON.parse(line)).find((line) => /sandbox/i.test(line.msg));
      assert.ok(warning, `a warning is logged: ${lines.join('\n')}`);
      assert.equal(warning.level, 40, 'at warn level');
      assert.match(warning.msg, /PAYMENTS=sandbox/);
    } finally {
      await t.close();
    }
  });

  test('outside production the sandbox runs without being named, and logs no warning', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const config = loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'warn' });
    const t = await createApp(config, { logger: { stream } });
    try {
      assert.equal(t.ctx.payments.isSandbox, true);
      assert.deepEqual(lines, []);
    } finally {
      await t.close();
    }
  });

  test('with HOST unset the card fields listen on loopback only; SANDBOX_PAYMENTS_HOST opens them on purpose', async () => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && !i.internal && i.family === 'IPv4')?.address;
    const t = await createApp(loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'silent' }), { logger: false });
    try {
      const origin = new URL(t.ctx.payments.frameOrigins()[0]!);
      assert.equal(origin.hostname, 'localhost');
      const port = Number(origin.port);
      assert.equal(await reachable('127.0.0.1', port), true, 'reachable on loopback');
      if (external) assert.equal(await reachable(external, port), false, `not reachable on ${external}`);
    } finally {
      await t.close();
    }
    if (!external) return;
    const open = await createApp(
      loadConfig({ DATA_DIR: dataDir(), LOG_LEVEL: 'silent', SANDBOX_PAYMENTS_HOST: '0.0.0.0' }),
      { logger: false },
    );
    try {
      const port = Number(new URL(open.ctx.payments.frameOrigins()[0]!).port);
      assert.equal(await reachable(external, port), true, `reachable on ${external} when asked for`);
    } finally {
      await open.close();
    }
  });
});
