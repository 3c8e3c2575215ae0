import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { createHostPlugin } from '../../host/plugin';
import { rmSync } from 'node:fs';
import { loadConfig } from '@cc/server';
import { startApp, targets, tempDataDir } from './harness';

// The demo index and /demo.json list public link codes: a server that is not a demo has neither.
for (const target of targets()) {
  describe(`demo-only routes on ${target.name}`, () => {
    after(() => target.dispose());

    for (const demo of [true, false]) {
      test(`${demo ? 'a demo' : 'no demo'}: / and /demo.json ${demo ? 'list the demo businesses' : 'do not exist'}`, async () => {
        const t = await startApp(target.config({ demo }), {
          logger: false,
          plugins: [createHostPlugin({ distDir: '/nonexistent' })],
        });
        try {
          const index = await t.app.inject('/');
          const json = await t.app.inject('/demo.json');
          if (demo) {
            assert.equal(index.statusCode, 200);
            assert.match(index.body, /Maple Grove Early Learning/);
            assert.equal(json.statusCode, 200);
          } else {
            assert.equal(index.statusCode, 404);
            assert.doesNotMatch(index.body, /Maple Grove|XsPk5gsG02nFjzf5ySlXGw/);
            assert.equal(json.statusCode, 404);
          }
          // The enquiry's routes are served either way.
          assert.equal((await t.app.inject('/inquiry/new/some-code')).statusCode, 200);
        } finally {
          await t.close();
        }
      });
    }
  });
}

describe('demo data only when asked for', () => {
  test('the embedded database seeds no demo without DEMO=1, in production or not; DEMO=1 seeds it', async () => {
    for (const [env, seeded] of [
      [{}, false],
      // Production runs the sandbox only when it is named (payments/payments-setting.ts), and keeps mail in the
      // outbox only when that is named (config.ts MAIL).
      [{ NODE_ENV: 'production', PAYMENTS: 'sandbox', MAIL: 'outbox' }, false],
      [{ DEMO: '0' }, false],
      [{ DEMO: '1' }, true],
    ] as const) {
      const dataDir = tempDataDir();
      const t = await startApp({ ...loadConfig({ ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }) });
      try {
        const rows = await t.ctx.db.selectFrom('business').select('id').execute();
        assert.equal(rows.length > 0, seeded, JSON.stringify(env));
        assert.equal((await t.app.inject('/demo.json')).statusCode, seeded ? 200 : 404, JSON.stringify(env));
      } finally {
        await t.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });
});
