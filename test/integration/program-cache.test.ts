// A centre's programs are cached per business, centre and date: a family's next step costs no program read, a
// change shows at once wherever it was made (this server copy or another behind the same Redis), and what a family
// sends (children's names and dates of birth) is never cached.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { DEMO_BUSINESS_IDS, BUSINESS_CACHE_TTL_MS, TEST_NOW, TestClock } from '@cc/server';
import { TRUSTED_DOCUMENTS } from '../../packages/server/src/graphql/trusted-documents';
import { LINCOLN } from './application-fixtures';
import { gql, startApp, targets, type TestApp } from './harness';

const MAPLE = DEMO_BUSINESS_IDS.mapleGrove;
const PROGRAMS = Object.values(TRUSTED_DOCUMENTS).find((text) => text.startsWith('query ProgramsForCenter'))!;
const MARK = 'Zqxcachemarker';
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

interface Answer {
  programsForCenter: { programsForCenter: Array<{ programName: string; fullName: string | null }> };
}

function ask(t: TestApp, child?: { firstName: string; lastName: string; dateOfBirth: string }) {
  return gql<Answer>(t.app, PROGRAMS, {
    businessId: MAPLE,
    centerId: LINCOLN,
    searchDate: '2026-12-01',
    ...(child ? { byAge: { childWithDobs: [child] } } : {}),
  });
}

const names = async (t: TestApp) =>
  ((await ask(t)).data?.programsForCenter.programsForCenter ?? []).map((p) => p.programName);

async function rename(t: TestApp, from: string, to: string): Promise<void> {
  await sql`update program set program_name = ${to} where business_id = ${MAPLE} and program_name = ${from}`.execute(
    t.ctx.db,
  );
}

for (const target of targets()) {
  describe(`program cache on ${target.name}`, () => {
    let t: TestApp;
    let statements = 0;
    const clock = new TestClock(TEST_NOW);
    before(async () => {
      // No job work on this copy: a sweep's own statements would land in a request's count.
      t = await startApp(target.config(), { clock, onQuery: () => statements++, jobs: { work: false } });
    });
    after(async () => {
      await t.close();
      await target.dispose();
    });

    test("a family's next request for the same centre and day reads nothing: business, centre and programs are kept", async () => {
      await names(t);
      statements = 0;
      assert.ok((await names(t)).length > 0);
      assert.equal(statements, 0);
    });

    test('a change published for the business shows at once', async () => {
      assert.ok((await names(t)).includes('Toddler Room'));
      await rename(t, 'Toddler Room', 'Toddler Room (renamed)');
      await t.ctx.caches.businessChanged(MAPLE);
      assert.ok((await names(t)).includes('Toddler Room (renamed)'));
      await rename(t, 'Toddler Room (renamed)', 'Toddler Room');
      await t.ctx.caches.businessChanged(MAPLE);
    });

    test(`an unpublished change (made in SQL by hand) shows within ${BUSINESS_CACHE_TTL_MS / 1000} s`, async () => {
      await names(t);
      await rename(t, 'Toddler Room', 'Toddler Room (by hand)');
      assert.ok((await names(t)).includes('Toddler Room'), 'still the cached answer just after');
      clock.advance(BUSINESS_CACHE_TTL_MS + 1);
      assert.ok((await names(t)).includes('Toddler Room (by hand)'));
      await rename(t, 'Toddler Room (by hand)', 'Toddler Room');
      await t.ctx.caches.businessChanged(MAPLE);
    });

    test("no child's name or date of birth is in a cache key or value; the answer still names the child", async () => {
      const child = { firstName: MARK, lastName: 'Lastname', dateOfBirth: '2024-04-17' };
      const answer = await ask(t, child);
      const listed = answer.data?.programsForCenter.programsForCenter ?? [];
      assert.ok(listed.length > 0 && listed.every((p) => p.fullName?.includes(MARK)));
      const contents = await t.ctx.caches.business.contents();
      assert.ok(Object.keys(contents).length > 0);
      for (const [key, value] of Object.entries(contents)) {
        assert.match(
          key,
          /^[0-9a-f-]{36}\/(business|center\/[0-9a-f-]{36}|programs\/[0-9a-f-]{36}\/\d{4}-\d{2}-\d{2})$/,
        );
        assert.ok(!value.includes(MARK) && !value.includes('2024-04-17'), `${key} holds a family's value`);
      }
    });
  });
}

describe('program cache across server copies', { skip: redisUrl ? false : 'set TEST_REDIS_URL to run' }, () => {
  const target = targets()[0]!;
  after(() => target.dispose());

  test('a change published by one copy is dropped by another that shares Redis', async () => {
    const a = await startApp(target.config({ redisUrl }));
    const b = await startApp(target.config({ redisUrl }));
    try {
      await names(b);
      assert.ok(Object.keys(await b.ctx.caches.business.contents()).length > 0);
      await a.ctx.caches.businessChanged(MAPLE);
      // Redis delivers the message to the other copy within moments; poll briefly instead of sleeping blindly.
      for (let i = 0; i < 100 && Object.keys(await b.ctx.caches.business.contents()).length > 0; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      assert.deepEqual(await b.ctx.caches.business.contents(), {});
    } finally {
      await a.close();
      await b.close();
    }
  });
});
