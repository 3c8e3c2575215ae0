import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, DEMO_CHILD_IDS } from '@cc/server';
import { MAPLE } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';

const PERSON_EXISTS = `query($b: ID!, $f: String!, $l: String!, $e: String!, $p: String) {
  personExists(businessId: $b, firstName: $f, lastName: $l, email: $e, phone: $p) { result phoneMatch } }`;
const IS_KNOWN_CHILD = `query($input: KnownChildInput!) { isKnownChild(input: $input) }`;

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

/** A fresh client address per test, so the per-client limits of one test never reach another. */
const newIp = () => `10.${[...randomBytes(3)].join('.')}`;

async function ask(
  app: TestApp['app'],
  query: string,
  variables: Record<string, unknown>,
  ip: string,
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    payload: { query, variables },
  });
  return response.json();
}

const emily = { b: MAPLE, f: 'Emily', l: 'Johnson', e: 'emily.johnson@example.com' };
const ava = { businessId: MAPLE, firstName: 'Ava', lastName: 'Johnson', dateOfBirth: '2024-02-14' };

for (const target of targets()) {
  describe(`person and child checks on ${target.name}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startApp(target.config());
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const personExists = async (variables: Record<string, unknown>) => {
      const res = await ask(t.app, PERSON_EXISTS, variables, newIp());
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data!.personExists;
    };

    /** Another person on another account of the business. */
    async function addPerson(first: string, last: string, email: string, phone: string | null, businessId = MAPLE) {
      const db = t.ctx.db;
      const person = await db
        .insertInto('person')
        .values({ first_name: first, last_name: last, email, phone_number: phone, phone_type: phone ? 'Home' : null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const account = await db
        .insertInto('account')
        .values({ business_id: businessId, name: `${last} family` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('account_person').values({ account_id: account.id, person_id: person.id }).execute();
      return person.id;
    }

    test('EXACT: one person with these names and email, compared trimmed and in any case', async () => {
      assert.deepEqual(await personExists(emily), { result: 'EXACT', phoneMatch: false });
      assert.deepEqual(await personExists({ ...emily, f: ' EMILY ', l: 'johnson', e: 'Emily.Johnson@EXAMPLE.com' }), {
        result: 'EXACT',
        phoneMatch: false,
      });
    });

    test('NONE: another name, another email, or another business', async () => {
      assert.deepEqual(await personExists({ ...emily, f: 'Emma' }), { result: 'NONE', phoneMatch: false });
      assert.deepEqual(await personExists({ ...emily, e: 'emily@example.org' }), { result: 'NONE', phoneMatch: false });
      assert.deepEqual(await personExists({ ...emily, b: DEMO_BUSINESS_IDS.wattleTree }), {
        result: 'NONE',
        phoneMatch: false,
      });
    });

    test('phoneMatch: the number of a known person, in any spelling, whatever the names', async () => {
      assert.deepEqual(
        await personExists({ ...emily, f: 'Zoe', l: 'Park', e: 'zoe@example.com', p: '(312) 555-0199' }),
        {
          result: 'NONE',
          phoneMatch: true,
        },
      );
      assert.deepEqual(await personExists({ ...emily, p: '+1 312 555 0199' }), { result: 'EXACT', phoneMatch: true });
      assert.deepEqual(await personExists({ ...emily, p: '(312) 555-0100' }), { result: 'EXACT', phoneMatch: false });
      assert.deepEqual(await personExists({ ...emily, p: '' }), { result: 'EXACT', phoneMatch: false });
      assert.deepEqual(
        // An Australian business reads numbers without a +code as Australian; the family gives theirs with +1.
        await personExists({ ...emily, b: DEMO_BUSINESS_IDS.wattleTree, p: '+1 312 555 0199' }),
        { result: 'NONE', phoneMatch: false },
        'a number known to another business is not matched',
      );
    });

    test('MULTIPLE: two people of the business share the names and email', async () => {
      const email = `sam.${randomUUID().slice(0, 8)}@example.com`;
      await addPerson('Sam', 'Lee', email, null);
      assert.deepEqual(await personExists({ b: MAPLE, f: 'Sam', l: 'Lee', e: email }), {
        result: 'EXACT',
        phoneMatch: false,
      });
      await addPerson('sam ', 'LEE', email.toUpperCase(), '+13125550142');
      assert.deepEqual(await personExists({ b: MAPLE, f: 'Sam', l: 'Lee', e: email, p: '312-555-0142' }), {
        result: 'MULTIPLE',
        phoneMatch: true,
      });
    });

    test('EXACTWITHLOGIN: the one match can sign in', async () => {
      const email = `kim.${randomUUID().slice(0, 8)}@example.com`;
      const id = await addPerson('Kim', 'Ito', email, null);
      await t.ctx.db.updateTable('person').set({ login_enabled_at: new Date() }).where('id', '=', id).execute();
      assert.deepEqual(await personExists({ b: MAPLE, f: 'Kim', l: 'Ito', e: email }), {
        result: 'EXACTWITHLOGIN',
        phoneMatch: false,
      });
    });

    test('garbage in the person check is refused as bad input; an unknown business is not found', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...emily, e: 'not-an-email' }, 'BAD_USER_INPUT'],
        [{ ...emily, f: '   ' }, 'BAD_USER_INPUT'],
        [{ ...emily, p: '12' }, 'BAD_USER_INPUT'],
        [{ ...emily, b: 'maple' }, 'BAD_USER_INPUT'],
        [{ ...emily, b: randomUUID() }, 'NOT_FOUND'],
      ];
      for (const [variables, code] of cases) {
        const res = await ask(t.app, PERSON_EXISTS, variables, newIp());
        assert.equal(res.errors?.[0]?.extensions?.code, code, JSON.stringify(variables));
      }
    });

    test('isKnownChild: same names (trimmed, any case) and date of birth on any account of the business', async () => {
      const known = async (input: Record<string, unknown>) => {
        const res = await ask(t.app, IS_KNOWN_CHILD, { input }, newIp());
        assert.equal(res.errors, undefined, JSON.stringify(res.errors));
        return res.data!.isKnownChild;
      };
      assert.equal(await known(ava), true);
      assert.equal(await known({ ...ava, firstName: ' AVA', lastName: 'johnson ' }), true);
      assert.equal(await known({ ...ava, dateOfBirth: '2024-02-15' }), false);
      assert.equal(await known({ ...ava, firstName: 'Eva' }), false);
      assert.equal(await known({ ...ava, businessId: DEMO_BUSINESS_IDS.wattleTree }), false);
      assert.ok(DEMO_CHILD_IDS.avaJohnson);
      const bad = await ask(t.app, IS_KNOWN_CHILD, { input: { ...ava, dateOfBirth: '14/02/2024' } }, newIp());
      assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    });

    test('30 checks a minute per client and operation; the 31st is refused with RATE_LIMITED', async () => {
      const ip = newIp();
      for (let i = 0; i < 30; i++) {
        const res = await ask(t.app, PERSON_EXISTS, emily, ip);
        assert.equal(res.errors, undefined, `call ${i + 1}`);
      }
      const refused = await ask(t.app, PERSON_EXISTS, emily, ip);
      assert.equal(refused.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
      assert.equal(refused.errors?.[0]?.message, 'Too many requests. Please wait a minute and try again.');
      // Bad input counts too, so probing with garbage is no way around the limit.
      const garbage = await ask(t.app, PERSON_EXISTS, { ...emily, e: 'x' }, ip);
      assert.equal(garbage.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
      const otherClient = await ask(t.app, PERSON_EXISTS, emily, newIp());
      assert.equal(otherClient.errors, undefined, 'another client is not held back');
      const otherOperation = await ask(t.app, IS_KNOWN_CHILD, { input: ava }, ip);
      assert.equal(otherOperation.errors, undefined, 'each operation has its own count');
    });

    test('a client cannot reset its count by sending its own X-Forwarded-For (no proxy is trusted by default)', async () => {
      const ip = newIp();
      const spoofed = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: ip,
          headers: { 'x-forwarded-for': `192.0.2.${n}` },
          payload: { query: PERSON_EXISTS, variables: emily },
        });
      for (let i = 0; i < 30; i++) assert.equal((await spoofed(i)).json().errors, undefined, `call ${i + 1}`);
      assert.equal((await spoofed(99)).json().errors?.[0]?.extensions?.code, 'RATE_LIMITED');
    });
  });
}

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe('rate limits shared through Redis', { skip: redisUrl ? false : 'set TEST_REDIS_URL to run' }, () => {
  const target = targets()[0]!;
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    a = await startApp(target.config({ redisUrl }));
    b = await startApp(target.config({ redisUrl }));
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await target.dispose();
  });

  test('two server copies count one client together', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) assert.equal((await ask(a.app, IS_KNOWN_CHILD, { input: ava }, ip)).errors, undefined);
    for (let i = 0; i < 10; i++) assert.equal((await ask(b.app, IS_KNOWN_CHILD, { input: ava }, ip)).errors, undefined);
    const refused = await ask(b.app, IS_KNOWN_CHILD, { input: ava }, ip);
    assert.equal(refused.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
    assert.equal((await ask(a.app, IS_KNOWN_CHILD, { input: ava }, ip)).errors?.[0]?.extensions?.code, 'RATE_LIMITED');
    assert.equal((await ask(a.app, PERSON_EXISTS, emily, ip)).errors, undefined, 'person checks are counted apart');
  });

  test('a server with REDIS_URL pointing nowhere refuses to start', async () => {
    await assert.rejects(startApp(target.config({ redisUrl: 'redis://127.0.0.1:1' })), /Cannot connect to Redis/);
  });
});
