// Parents' sign-in by one-time email code: the mail as it arrives at a real SMTP server, the code's lifetime, single
// use and guess limit, the rate limits, no enumeration of emails, sessions and sign-out. On PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, TEST_NOW, TestClock } from '@cc/server';
import { MAPLE } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';
import { codeIn, startSmtpInbox } from './support/smtp-inbox';

const REQUEST = `mutation($e: String!, $b: ID!) { requestSignInCode(email: $e, businessId: $b) { challenge expiresAt } }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { challenge expiresAt } }`;
const ANSWER = `mutation($input: SignInAnswerInput!) { answerSignInChallenge(input: $input) { token expiresAt personId } }`;
const ME = `query($b: ID!) { fetchMe(businessId: $b) { id firstName lastName email children { firstName dateOfBirth } } }`;
const SIGN_OUT = `mutation { signOut }`;
const PERSON_EXISTS = `query($b: ID!, $f: String!, $l: String!, $e: String!) {
  personExists(businessId: $b, firstName: $f, lastName: $l, email: $e) { result } }`;

const WRONG = 'Could not verify one time passcode, please check the code and try again.';
const SPENT = 'This code can no longer be used. Please ask for a new code.';

type Answer = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field, as a test reads JSON.
  data?: Record<string, any> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

const newIp = () => `10.${[...randomBytes(3)].join('.')}`;

async function call(
  app: TestApp['app'],
  query: string,
  variables: Record<string, unknown> = {},
  opts: { ip?: string; token?: string; authorization?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
  if (opts.authorization !== undefined) headers.authorization = opts.authorization;
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: opts.ip ?? newIp(),
    headers,
    payload: { query, variables },
  });
  return response.json();
}

for (const target of targets()) {
  describe(`sign-in by one-time code on ${target.name}`, () => {
    let t: TestApp;
    let clock: TestClock;
    let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
    const logLines: string[] = [];

    before(async () => {
      inbox = await startSmtpInbox();
      clock = new TestClock(TEST_NOW);
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
      t = await startApp(target.config({ smtpUrl: inbox.url }), { clock, logger: { stream, level: 'debug' } });
    });
    after(async () => {
      await t?.close();
      await inbox?.close();
      await target.dispose();
    });

    /** A new family at Maple Grove with its own email, so each test's per-email limit is its own. */
    async function newFamily(first = 'Sam'): Promise<{ email: string; personId: string }> {
      const email = `${first.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
      const db = t.ctx.db;
      const person = await db
        .insertInto('person')
        .values({ first_name: first, last_name: 'Lee', email })
        .returning('id')
        .executeTakeFirstOrThrow();
      const account = await db
        .insertInto('account')
        .values({ business_id: MAPLE, name: 'Lee family' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('account_person').values({ account_id: account.id, person_id: person.id }).execute();
      await db
        .insertInto('child')
        .values({ account_id: account.id, first_name: 'Noa', last_name: 'Lee', date_of_birth: '2023-05-06' })
        .execute();
      return { email, personId: person.id };
    }

    async function requestCode(email: string, businessId = MAPLE, ip?: string) {
      const res = await call(t.app, REQUEST, { e: email, b: businessId }, { ip });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data!.requestSignInCode as { challenge: string; expiresAt: string };
    }

    async function answer(challenge: string, email: string, code: string, ip?: string) {
      return call(t.app, ANSWER, { input: { challenge, email, code } }, { ip });
    }

    async function signIn(email: string): Promise<string> {
      const before = inbox.received.length;
      const { challenge } = await requestCode(email);
      const mail = await inbox.waitFor(email, inbox.received.filter((m) => m.to.includes(email)).length + 1);
      assert.ok(inbox.received.length > before);
      const res = await answer(challenge, email, codeIn(mail.raw));
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data!.answerSignInChallenge.token as string;
    }

    test('the code arrives by mail (text and HTML, the business named), signs in once, and the session reads the family', async () => {
      const { email, personId } = await newFamily();
      const { challenge, expiresAt } = await requestCode(email);
      assert.equal(new Date(expiresAt).getTime() - clock.now().getTime() <= 10 * 60_000, true);
      const mail = await inbox.waitFor(email);
      assert.match(mail.raw, /Subject: Your sign-in code for Maple Grove/);
      assert.match(mail.raw, /Content-Type: text\/plain/);
      assert.match(mail.raw, /Content-Type: text\/html/);
      assert.match(mail.raw, /enrollment requests/, 'US wording');
      const code = codeIn(mail.raw);
      assert.doesNotMatch(mail.raw.split(/\r?\n\r?\n/)[0]!, new RegExp(code), 'the code is not in the headers');

      const signedIn = await answer(challenge, email.toUpperCase(), code);
      assert.equal(signedIn.errors, undefined, JSON.stringify(signedIn.errors));
      const session = signedIn.data!.answerSignInChallenge;
      assert.equal(session.personId, personId);
      assert.ok(Buffer.from(session.token, 'base64url').length >= 16, 'at least 128 random bits');

      const me = await call(t.app, ME, { b: MAPLE }, { token: session.token });
      assert.equal(me.errors, undefined, JSON.stringify(me.errors));
      assert.deepEqual(me.data!.fetchMe, {
        id: personId,
        firstName: 'Sam',
        lastName: 'Lee',
        email,
        children: [{ firstName: 'Noa', dateOfBirth: '2023-05-06' }],
      });
      // The dashboard knows only the token: without a business, fetchMe answers for the session's own business.
      const mine = await call(t.app, `{ fetchMe { id businessId } }`, {}, { token: session.token });
      assert.deepEqual(mine.data!.fetchMe, { id: personId, businessId: MAPLE });
      const again = await answer(challenge, email, code);
      assert.equal(again.errors?.[0]?.message, SPENT, 'a code signs in once');

      const stored = await t.ctx.db.selectFrom('session').select('token_hash').execute();
      assert.ok(
        stored.every((row) => row.token_hash !== session.token),
        'only the hash is stored',
      );
      const exists = await call(t.app, PERSON_EXISTS, { b: MAPLE, f: 'Sam', l: 'Lee', e: email });
      assert.equal(exists.data!.personExists.result, 'EXACTWITHLOGIN');
    });

    test('a code expires after 10 minutes (server clock moved, no waiting)', async () => {
      const { email } = await newFamily();
      const { challenge } = await requestCode(email);
      const code = codeIn((await inbox.waitFor(email)).raw);
      clock.advance(10 * 60_000 + 1_000);
      const res = await answer(challenge, email, code);
      assert.equal(res.errors?.[0]?.message, SPENT);
      assert.equal(res.errors?.[0]?.extensions?.code, 'CODE_SPENT');
    });

    test('five wrong answers, then even the right code is refused and a new code is needed', async () => {
      const { email } = await newFamily();
      const { challenge } = await requestCode(email);
      const code = codeIn((await inbox.waitFor(email)).raw);
      const wrongCode = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await answer(challenge, email, wrongCode);
        assert.equal(res.errors?.[0]?.message, WRONG, `wrong answer ${i + 1}`);
      }
      const locked = await answer(challenge, email, code);
      assert.equal(locked.errors?.[0]?.message, SPENT);
      clock.advance(60_000);
      const fresh = await requestCode(email);
      const newCode = codeIn((await inbox.waitFor(email, 2)).raw);
      const res = await answer(fresh.challenge, email, newCode);
      assert.equal(res.errors, undefined, 'a new code signs in');
    });

    test('a code works only beside the challenge it was sent for, and for the same email', async () => {
      const a = await newFamily();
      const b = await newFamily();
      const first = await requestCode(a.email);
      const codeA = codeIn((await inbox.waitFor(a.email)).raw);
      const second = await requestCode(b.email);
      assert.equal((await answer(second.challenge, b.email, codeA)).errors?.[0]?.message, WRONG);
      assert.equal((await answer(first.challenge, b.email, codeA)).errors?.[0]?.message, WRONG);
      assert.equal((await answer(first.challenge, a.email, codeA)).errors, undefined);
    });

    test('no enumeration: an unknown email gets the same answer, in similar time, and no mail', async () => {
      const { email } = await newFamily();
      const unknown = `nobody.${randomUUID().slice(0, 8)}@example.com`;
      const known = await requestCode(email);
      const stranger = await requestCode(unknown);
      assert.deepEqual(Object.keys(stranger).sort(), Object.keys(known).sort());
      assert.equal(stranger.challenge.length, known.challenge.length);
      const res = await answer(stranger.challenge, unknown, '123456');
      assert.equal(res.errors?.[0]?.message, WRONG, 'an unknown email is told exactly what a wrong code is told');

      // Median time of 15 requests each, alternating, each for a new email (the per-email limit is 3 a minute).
      const timeOf = async (knownEmail: boolean) => {
        const address = knownEmail ? (await newFamily()).email : `x.${randomUUID().slice(0, 8)}@example.com`;
        const start = process.hrtime.bigint();
        await requestCode(address);
        return Number(process.hrtime.bigint() - start) / 1e6;
      };
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 15; i++) {
        knownTimes.push(await timeOf(true));
        unknownTimes.push(await timeOf(false));
      }
      const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
      const [k, u] = [median(knownTimes), median(unknownTimes)];
      assert.ok(
        Math.abs(k - u) < Math.max(5, 0.5 * Math.max(k, u)),
        `known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(
        inbox.received.filter((m) => m.to.includes(unknown)).length,
        0,
        'nothing mailed to an unknown email',
      );
    });

    test('per email: a fourth code within a minute is refused, from any address; per address: the eleventh', async () => {
      const { email } = await newFamily();
      for (let i = 0; i < 3; i++) await requestCode(email, MAPLE, newIp());
      const fourth = await call(t.app, REQUEST, { e: email, b: MAPLE }, { ip: newIp() });
      assert.equal(fourth.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
      clock.advance(60_000);
      await requestCode(email, MAPLE, newIp());

      const ip = newIp();
      for (let i = 0; i < 10; i++) await requestCode(`p${i}.${randomUUID().slice(0, 6)}@example.com`, MAPLE, ip);
      const eleventh = await call(t.app, REQUEST, { e: 'one.more@example.com', b: MAPLE }, { ip });
      assert.equal(eleventh.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
    });

    test('sign-out revokes the token; no token, an empty one, an unknown one, or another business are refused', async () => {
      const { email } = await newFamily();
      const token = await signIn(email);
      const noToken = await call(t.app, ME, { b: MAPLE });
      assert.equal(noToken.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      const empty = await call(t.app, ME, { b: MAPLE }, { authorization: 'Bearer ' });
      assert.equal(empty.errors?.[0]?.message, 'Empty AccessToken');
      const unknown = await call(t.app, ME, { b: MAPLE }, { token: randomBytes(32).toString('base64url') });
      assert.equal(unknown.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      const otherBusiness = await call(t.app, ME, { b: DEMO_BUSINESS_IDS.wattleTree }, { token });
      assert.equal(otherBusiness.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');

      assert.equal((await call(t.app, SIGN_OUT, {}, { token })).data?.signOut, true);
      const after = await call(t.app, ME, { b: MAPLE }, { token });
      assert.equal(after.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      assert.equal(after.errors?.[0]?.message, 'Your session has ended. Please sign in again.');
    });

    test('a session ends after 30 days', async () => {
      const { email } = await newFamily();
      const token = await signIn(email);
      clock.advance(30 * 24 * 60 * 60_000 + 1_000);
      const res = await call(t.app, ME, { b: MAPLE }, { token });
      assert.equal(res.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    });

    test('sign-up: an unknown email becomes a person with an account and gets a code; a known one just gets a code', async () => {
      const email = `new.${randomUUID().slice(0, 8)}@example.com`;
      const res = await call(t.app, SIGN_UP, {
        input: { businessId: MAPLE, email, firstName: 'Ren', lastName: 'Ito' },
      });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const code = codeIn((await inbox.waitFor(email)).raw);
      const signedIn = await answer(res.data!.signUp.challenge, email, code);
      const me = await call(t.app, ME, { b: MAPLE }, { token: signedIn.data!.answerSignInChallenge.token });
      assert.equal(me.data!.fetchMe.firstName, 'Ren');
      assert.deepEqual(me.data!.fetchMe.children, []);

      const known = await newFamily();
      const again = await call(t.app, SIGN_UP, {
        input: { businessId: MAPLE, email: known.email, firstName: 'Other', lastName: 'Name' },
      });
      assert.equal(again.errors, undefined);
      await inbox.waitFor(known.email);
      const people = await t.ctx.db.selectFrom('person').select('id').where('email', '=', known.email).execute();
      assert.equal(people.length, 1, 'no second person for a known email');
    });

    test('the log holds ids and kinds, never a code, a token or an email', async () => {
      const { email } = await newFamily();
      const { challenge } = await requestCode(email);
      const code = codeIn((await inbox.waitFor(email)).raw);
      await answer(challenge, email, code === '000000' ? '111111' : '000000');
      const res = await answer(challenge, email, code);
      const token = res.data!.answerSignInChallenge.token as string;
      await call(t.app, SIGN_OUT, {}, { token });
      const log = logLines.join('\n');
      assert.match(log, /signed in/);
      for (const secret of [code, token, challenge, email]) assert.ok(!log.includes(secret), 'a secret in the log');
    });
  });
}

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe(
  'sign-in limits shared by two server copies through Redis',
  { skip: redisUrl ? false : 'set TEST_REDIS_URL to run' },
  () => {
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

    test('per email and per address, whichever copy answers', async () => {
      const email = `shared.${randomUUID()}@example.com`;
      for (const app of [a, b, a]) {
        assert.equal((await call(app.app, REQUEST, { e: email, b: MAPLE })).errors, undefined);
      }
      const fourth = await call(b.app, REQUEST, { e: email, b: MAPLE });
      assert.equal(fourth.errors?.[0]?.extensions?.code, 'RATE_LIMITED');

      const ip = newIp();
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? a : b;
        const res = await call(app.app, REQUEST, { e: `p${i}.${randomUUID()}@example.com`, b: MAPLE }, { ip });
        assert.equal(res.errors, undefined);
      }
      const eleventh = await call(a.app, REQUEST, { e: `q.${randomUUID()}@example.com`, b: MAPLE }, { ip });
      assert.equal(eleventh.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
    });
  },
);
