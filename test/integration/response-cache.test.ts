// Public reads come from GraphQL Yoga's response cache; nothing a family sends about themselves is ever stored in
// it, a change to a business shows at once, each origin gets only the answers it may see, and with Redis every
// server copy shares the cache.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '@cc/server';
import { TRUSTED_DOCUMENTS } from '../../packages/server/src/graphql/trusted-documents';
import { startApp, targets, type TestApp } from './harness';

const MAPLE = DEMO_BUSINESS_IDS.mapleGrove;
const WATTLE = DEMO_BUSINESS_IDS.wattleTree;
const MARK = 'Zqxrespcachemarker';
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const WATTLE_SITE = 'https://wattletree.example';

const SEARCH = `query($b: ID!, $k: String) { searchCenters(businessID: $b, searchKey: $k) { id name } }`;
const SETTINGS = `query($b: ID!) { enrollmentSettings(businessId: $b) { flowType region } }`;
const PERSON = `query($b: ID!, $f: String!, $l: String!, $e: String!) {
  personExists(businessId: $b, firstName: $f, lastName: $l, email: $e) { result } }`;
const MIXED = `query($b: ID!, $f: String!, $l: String!, $e: String!) {
  searchCenters(businessID: $b) { id }
  personExists(businessId: $b, firstName: $f, lastName: $l, email: $e) { result } }`;
const PROGRAMS = Object.values(TRUSTED_DOCUMENTS).find((text) => text.startsWith('query ProgramsForCenter'))!;

type Answer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> };

function asker(t: () => TestApp) {
  return async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await t().app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
    return res.json() as Answer;
  };
}

const centreNames = (answer: Answer) =>
  ((answer.data?.searchCenters as Array<{ name: string }> | undefined) ?? []).map((c) => c.name);

for (const target of targets()) {
  describe(`response cache on ${target.name}`, () => {
    let t: TestApp;
    let statements = 0;
    const ask = asker(() => t);
    before(async () => {
      // No job work on this copy: a sweep's own statements would land in a request's count.
      t = await startApp(target.config(), { onQuery: () => statements++, jobs: { work: false } });
      await t.ctx.db
        .updateTable('business')
        .set({ website_origins: [WATTLE_SITE] })
        .where('id', '=', WATTLE)
        .execute();
    });
    after(async () => {
      await t.close();
      await target.dispose();
    });

    async function askWithHeaders(
      query: string,
      variables: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) {
      const res = await t.app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
      return { etag: res.headers.etag as string | undefined, answer: res.json() as Answer };
    }

    async function statementsFor(run: () => Promise<unknown>): Promise<number> {
      statements = 0;
      await run();
      return statements;
    }

    test('the same public read again is answered without the database', async () => {
      assert.ok((await statementsFor(() => ask(SETTINGS, { b: MAPLE }))) > 0);
      assert.equal(await statementsFor(() => ask(SETTINGS, { b: MAPLE })), 0);
      const first = centreNames(await ask(SEARCH, { b: MAPLE, k: 'park' }));
      assert.ok(first.length > 0);
      assert.equal(
        await statementsFor(async () =>
          assert.deepEqual(centreNames(await ask(SEARCH, { b: MAPLE, k: 'park' })), first),
        ),
        0,
      );
    });

    test("what carries a family's details is never cached: person checks, and any document holding one", async () => {
      const person = { b: MAPLE, f: 'Ann', l: 'Lee', e: 'ann@example.com' };
      // Person lookups are read afresh each time unless the answer itself was cached. (Programs for children are
      // checked in Redis below, where every stored key and value can be read.)
      for (const query of [PERSON, MIXED]) {
        await ask(query, person);
        assert.ok((await statementsFor(() => ask(query, person))) > 0, `${query.slice(0, 40)} came from the cache`);
      }
    });

    test('a change published for a business shows at once', async () => {
      const before = centreNames(await ask(SEARCH, { b: MAPLE }));
      assert.ok(before.includes('Maple Grove Lincoln Park'));
      await sql`update center set name = 'Maple Grove Lincoln Park (renamed)' where name = 'Maple Grove Lincoln Park'`.execute(
        t.ctx.db,
      );
      await t.ctx.caches.businessChanged(MAPLE);
      assert.ok(centreNames(await ask(SEARCH, { b: MAPLE })).includes('Maple Grove Lincoln Park (renamed)'));
      await sql`update center set name = 'Maple Grove Lincoln Park' where name = 'Maple Grove Lincoln Park (renamed)'`.execute(
        t.ctx.db,
      );
      await t.ctx.caches.businessChanged(MAPLE);
    });

    test('an answer cached for one origin is never served to an origin the business does not allow', async () => {
      assert.equal((await ask(SETTINGS, { b: WATTLE }, { origin: WATTLE_SITE })).errors, undefined);
      assert.equal((await ask(SETTINGS, { b: WATTLE })).errors, undefined);
      const stranger = await ask(SETTINGS, { b: WATTLE }, { origin: 'https://elsewhere.example' });
      assert.match(stranger.errors?.[0]?.message ?? '', /not found/);
    });

    test('operations sent by hash (as the widgets send them) are cached apart, even with the same variables', async () => {
      const byHash = (name: string) => {
        const hash = Object.entries(TRUSTED_DOCUMENTS).find(([, text]) => text.startsWith(`query ${name}(`))![0];
        return async () => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/graphql',
            payload: {
              operationName: name,
              variables: { centerId: DEMO_CENTER_IDS.mapleGroveLincolnPark },
              extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
            },
          });
          return JSON.stringify(res.json());
        };
      };
      const header = byHash('CenterHeader');
      const summary = byHash('CenterSummary');
      const [h1, s1] = [await header(), await summary()];
      assert.notEqual(h1, s1);
      assert.equal(await statementsFor(async () => assert.deepEqual([await header(), await summary()], [h1, s1])), 0);
    });

    test('a signed-in caller (a bearer token) is neither served from nor stored in the shared cache', async () => {
      const auth = { authorization: 'Bearer test-token-not-a-session' };
      // The cache tags every answer it handles with an ETag; with a token it does not handle the request at all.
      assert.ok((await askWithHeaders(SETTINGS, { b: MAPLE })).etag);
      for (let i = 0; i < 2; i++) assert.equal((await askWithHeaders(SETTINGS, { b: MAPLE }, auth)).etag, undefined);
    });
  });
}

describe('response cache in Redis', { skip: redisUrl ? false : 'set TEST_REDIS_URL to run' }, () => {
  const target = targets()[0]!;
  let redis: Redis;
  before(() => {
    redis = new Redis(redisUrl!);
  });
  after(async () => {
    await redis.quit();
    await target.dispose();
  });

  test('two server copies share answers and drops; no key or value holds what a family sent', async () => {
    const a = await startApp(target.config({ redisUrl }));
    const b = await startApp(target.config({ redisUrl }));
    const askA = asker(() => a);
    const askB = asker(() => b);
    try {
      // Everything a family might send, with a marker in every typed value.
      const person = { b: MAPLE, f: MARK, l: MARK, e: `${MARK}@example.com` };
      await askA(PERSON, person);
      await askA(MIXED, person);
      await askA(PROGRAMS, {
        businessId: MAPLE,
        centerId: DEMO_CENTER_IDS.mapleGroveLincolnPark,
        searchDate: '2026-12-01',
        byAge: { childWithDobs: [{ firstName: MARK, lastName: MARK, dateOfBirth: '2024-05-01' }] },
      });
      const first = centreNames(await askA(SEARCH, { b: MAPLE }));
      assert.ok(first.length > 0);

      const keys = await redis.keys('cc:response-cache:*');
      assert.ok(keys.length > 0, 'the answers are in Redis');
      for (const key of keys) {
        assert.ok(!key.includes(MARK), key);
        const type = await redis.type(key);
        const value =
          type === 'set' ? (await redis.smembers(key)).join(' ') : type === 'string' ? await redis.get(key) : '';
        assert.ok(!String(value).includes(MARK), `${key} holds a value a family sent`);
      }

      // Copy B answers from what copy A stored, and a change published on A shows on B at once.
      // The two copies stand for one deployment: each embedded database gets the same change.
      for (const copy of [a, b]) {
        await sql`update center set name = 'Maple Grove Cherry Creek (renamed)' where name = 'Maple Grove Cherry Creek'`.execute(
          copy.ctx.db,
        );
      }
      assert.deepEqual(centreNames(await askB(SEARCH, { b: MAPLE })), first);
      await a.ctx.caches.businessChanged(MAPLE);
      assert.ok(centreNames(await askB(SEARCH, { b: MAPLE })).includes('Maple Grove Cherry Creek (renamed)'));
    } finally {
      await a.close();
      await b.close();
    }
  });
});
