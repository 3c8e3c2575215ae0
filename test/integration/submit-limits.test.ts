// Anonymous writes are limited: one address cannot create families by the hundred, and neither can many addresses
// against one business; a family (one enquiry) never meets either limit. The real limits, not the suite's relaxed ones.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, RATE_LIMITED_MESSAGE, RATE_LIMITS } from '@cc/server';
import { enquiry, LINCOLN, programsAt, rowCounts, SUBMIT } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';

const newIp = () => `10.${[...randomBytes(3)].join('.')}`;

async function submitFrom(t: TestApp, input: Record<string, unknown>, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    payload: { query: SUBMIT, variables: { input } },
  });
  return res.json() as {
    data?: { submitApplication: { success: boolean } } | null;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

for (const target of targets()) {
  describe(`submit limits on ${target.name}`, () => {
    let t: TestApp;
    let toddlerRoom: string;
    before(async () => {
      t = await startApp(target.config(), { rateLimits: {} });
      toddlerRoom = (await programsAt(t.app, DEMO_BUSINESS_IDS.mapleGrove, LINCOLN)).get('Toddler Room')!.id;
    });
    after(async () => {
      await t.close();
      await target.dispose();
    });

    test('one address: the submits past the limit are refused with the limit message and write nothing', async () => {
      const ip = newIp();
      const { limit } = RATE_LIMITS.submitApplication;
      for (let i = 0; i < limit; i++) {
        assert.equal(
          (await submitFrom(t, enquiry(toddlerRoom), ip)).data?.submitApplication.success,
          true,
          `submit ${i + 1}`,
        );
      }
      const before = await rowCounts(t);
      const refused = await submitFrom(t, enquiry(toddlerRoom), ip);
      assert.equal(refused.errors?.[0]?.message, RATE_LIMITED_MESSAGE);
      assert.equal(refused.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
      assert.deepEqual(await rowCounts(t), before);
      // Another family, elsewhere, is not held up by it.
      assert.equal((await submitFrom(t, enquiry(toddlerRoom), newIp())).data?.submitApplication.success, true);
    });

    // The business's share (many addresses against one business) is abuse-limits.test.ts's.

    test('SUBMIT_LIMIT_PER_CLIENT sets the per-address limit (a centre expecting a rush raises it)', async () => {
      const strict = await startApp(target.config({ submitLimitPerClient: 2 }), { rateLimits: {} });
      try {
        const room = (await programsAt(strict.app, DEMO_BUSINESS_IDS.mapleGrove, LINCOLN)).get('Toddler Room')!.id;
        const ip = newIp();
        const codes = [];
        for (let i = 0; i < 3; i++) {
          const res = await submitFrom(strict, enquiry(room), ip);
          codes.push(res.errors?.[0]?.extensions?.code ?? (res.data?.submitApplication.success ? 'ok' : 'refused'));
        }
        assert.deepEqual(codes, ['ok', 'ok', 'RATE_LIMITED']);
      } finally {
        await strict.close();
      }
    });
  });
}
