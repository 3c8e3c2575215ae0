// Limits that make guessing and probing slow, with the real limits (not the suite's relaxed ones): sign-in codes per
// email per day, the registration's email look-up per email and per business, a business's share of enquiries that a
// few addresses cannot use up for everyone, and enquiry link look-ups per address.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  DAILY_CODE_LIMIT_MESSAGE,
  DEMO_BUSINESS_IDS,
  RATE_LIMITED_MESSAGE,
  RATE_LIMITS,
  SHARE_CEILING,
  TEST_NOW,
  TestClock,
} from '@cc/server';
import { enquiry, LINCOLN, programsAt, SUBMIT } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';

const MAPLE = DEMO_BUSINESS_IDS.mapleGrove;
const REQUEST = `mutation($e: String!, $b: ID!) { requestSignInCode(email: $e, businessId: $b) { challenge } }`;
const BY_EMAIL = `query($b: ID!, $e: String!) { personExists(businessId: $b, firstName: "", lastName: "", email: $e) { result } }`;
const CENTRES = `query($c: String!) { centersForLinkCode(linkCode: $c) { id } }`;
const newIp = () => `10.${[...randomBytes(3)].join('.')}`;

type Answer = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
  data?: Record<string, any> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

async function call(t: TestApp, query: string, variables: Record<string, unknown>, ip = newIp()): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: ip, payload: { query, variables } });
  return res.json();
}

const outcome = (a: Answer) =>
  a.errors?.[0]?.extensions?.code === 'RATE_LIMITED' ? a.errors[0].message : a.errors ? 'error' : 'ok';

for (const target of targets()) {
  describe(`abuse limits on ${target.name}`, () => {
    let t: TestApp;
    const clock = new TestClock(TEST_NOW);
    before(async () => {
      t = await startApp(target.config(), { clock, rateLimits: {} });
    });
    after(async () => {
      await t.close();
      await target.dispose();
    });

    test('sign-in codes: 20 a day per email, then "try again tomorrow", known email or not', async () => {
      for (const email of ['emily.johnson@example.com', `nobody.${randomBytes(4).toString('hex')}@example.com`]) {
        const { limit } = RATE_LIMITS.requestSignInCodePerEmailPerDay;
        const seen: string[] = [];
        for (let i = 0; i <= limit; i++) {
          // Three a minute per email: move on a minute after each three, as a patient script would.
          if (i > 0 && i % 3 === 0) clock.advance(60_000);
          seen.push(outcome(await call(t, REQUEST, { e: email, b: MAPLE })));
        }
        assert.deepEqual(seen.slice(0, limit), Array(limit).fill('ok'));
        assert.equal(seen[limit], DAILY_CODE_LIMIT_MESSAGE);
        clock.advance(24 * 3_600_000);
        assert.equal(outcome(await call(t, REQUEST, { e: email, b: MAPLE })), 'ok', 'the next day');
      }
    });

    test("the registration's email look-up: 10 an hour per email, from any address; other emails unaffected", async () => {
      const email = `probe.${randomBytes(4).toString('hex')}@example.com`;
      const { limit } = RATE_LIMITS.personExistsByEmail;
      for (let i = 0; i < limit; i++) assert.equal(outcome(await call(t, BY_EMAIL, { b: MAPLE, e: email })), 'ok');
      assert.equal(outcome(await call(t, BY_EMAIL, { b: MAPLE, e: email })), RATE_LIMITED_MESSAGE);
      assert.equal(outcome(await call(t, BY_EMAIL, { b: MAPLE, e: 'emily.johnson@example.com' })), 'ok');
      clock.advance(3_600_000);
      assert.equal(outcome(await call(t, BY_EMAIL, { b: MAPLE, e: email })), 'ok', 'an hour later');
    });

    test("the email look-up's business share: one address walking a list of emails is stopped", async () => {
      clock.advance(60_000);
      const ip = newIp();
      const { limit } = RATE_LIMITS.personExistsByEmailPerBusiness;
      const seen: string[] = [];
      // Within the per-address limit (30 a minute), from two addresses at once: 60 then refused for both.
      for (let i = 0; i < limit + 2; i++) {
        const from = i % 2 === 0 ? ip : `${ip}1`;
        seen.push(outcome(await call(t, BY_EMAIL, { b: MAPLE, e: `list.${i}@example.com` }, from)));
      }
      assert.deepEqual(seen.slice(0, limit), Array(limit).fill('ok'));
      assert.deepEqual(seen.slice(limit), [RATE_LIMITED_MESSAGE, RATE_LIMITED_MESSAGE]);
      // A family on another address, asking for the first time this minute, still gets its answer.
      assert.equal(outcome(await call(t, BY_EMAIL, { b: MAPLE, e: 'emily.johnson@example.com' })), 'ok');
    });

    test("a dozen addresses cannot use up a business's enquiries for everyone", async () => {
      clock.advance(60_000);
      const room = (await programsAt(t.app, MAPLE, LINCOLN)).get('Toddler Room')!.id;
      const perClient = RATE_LIMITS.submitApplication.limit;
      const perBusiness = RATE_LIMITS.submitApplicationPerBusiness.limit;
      const flooders = Array.from({ length: perBusiness / perClient }, newIp);
      for (const ip of flooders) {
        for (let i = 0; i < perClient; i++)
          assert.equal(outcome(await call(t, SUBMIT, { input: enquiry(room) }, ip)), 'ok');
      }
      // Before: the business's 60 were used up and the next family, anywhere, was refused.
      const family = newIp();
      const first = await call(t, SUBMIT, { input: enquiry(room) }, family);
      assert.equal(first.data?.submitApplication.success, true);
      // A client that has already sent one this minute is held to the business's limit.
      assert.equal(outcome(await call(t, SUBMIT, { input: enquiry(room) }, family)), RATE_LIMITED_MESSAGE);
    });

    test(`past ${SHARE_CEILING} times its limit a business takes no more, whoever asks`, async () => {
      const strict = await startApp(target.config({ submitLimitPerBusiness: 2 }), { clock, rateLimits: {} });
      try {
        const room = (await programsAt(strict.app, MAPLE, LINCOLN)).get('Toddler Room')!.id;
        const seen: string[] = [];
        for (let i = 0; i <= 2 * SHARE_CEILING; i++)
          seen.push(outcome(await call(strict, SUBMIT, { input: enquiry(room) })));
        assert.deepEqual(seen.slice(0, 2 * SHARE_CEILING), Array(2 * SHARE_CEILING).fill('ok'));
        assert.equal(seen[2 * SHARE_CEILING], RATE_LIMITED_MESSAGE);
      } finally {
        await strict.close();
      }
    });

    test('enquiry link look-ups: 120 a minute per address, then refused; another address is not', async () => {
      clock.advance(60_000);
      const ip = newIp();
      const { limit } = RATE_LIMITS.enquiryLinkByCode;
      const unknown = () => randomBytes(16).toString('base64url');
      const seen = new Set<string>();
      for (let i = 0; i < limit; i++) seen.add(outcome(await call(t, CENTRES, { c: unknown() }, ip)));
      assert.deepEqual([...seen], ['error'], 'unknown codes are answered "not found" up to the limit');
      assert.equal(outcome(await call(t, CENTRES, { c: unknown() }, ip)), RATE_LIMITED_MESSAGE);
      assert.equal(outcome(await call(t, CENTRES, { c: unknown() })), 'error');
    });
  });
}
