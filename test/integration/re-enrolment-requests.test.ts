// A centre's director signs in with a code and sends re-enrolment requests; each family gets its own link by mail
// (read from a real in-process SMTP server) that opens exactly its request. Parents and anonymous callers cannot send.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '@cc/server';
import { demoStaffEmail } from '../../packages/server/src/demo/demo-staff';
import { MAPLE } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';
import { codeIn, startSmtpInbox, unfolded } from './support/smtp-inbox';

const REQUEST = `mutation($e: String!, $b: ID!) { requestSignInCode(email: $e, businessId: $b) { challenge } }`;
const ANSWER = `mutation($input: SignInAnswerInput!) { answerSignInChallenge(input: $input) { token } }`;
const SEND = `mutation($b: ID!, $input: SendReEnrolmentRequestsInput!) {
  sendReEnrolmentRequests(businessId: $b, input: $input) { batchId sent skippedAccountIds } }`;
const BY_CODE = `query($c: String!) { reEnrolAccountCorrespondenceByCode(linkCode: $c) { stage firstName accountId batchId center { id } } }`;

for (const target of targets()) {
  describe(`sending re-enrolment requests on ${target.name}`, () => {
    let t: TestApp;
    let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
    const logLines: string[] = [];
    before(async () => {
      inbox = await startSmtpInbox();
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
      t = await startApp(target.config({ smtpUrl: inbox.url, publicUrl: 'https://enrol.example.org' }), {
        logger: { stream, level: 'debug' },
      });
    });
    after(async () => {
      await t?.close();
      await inbox?.close();
      await target.dispose();
    });

    const call = async (query: string, variables: Record<string, unknown>, token?: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: { query, variables },
        })
      ).json();

    async function signIn(email: string, businessId: string = MAPLE): Promise<string> {
      const count = inbox.received.filter((m) => m.to.includes(email)).length;
      const asked = await call(REQUEST, { e: email, b: businessId });
      const code = codeIn((await inbox.waitFor(email, count + 1)).raw);
      const res = await call(ANSWER, { input: { challenge: asked.data.requestSignInCode.challenge, email, code } });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data.answerSignInChallenge.token;
    }

    const accountOf = async (email: string) =>
      (await t.ctx.db.selectFrom('contact').select('account_id').where('email', '=', email).executeTakeFirstOrThrow())
        .account_id;

    test('the director sends; the family gets a mail with its own link, which opens its request', async () => {
      const token = await signIn(demoStaffEmail('mapleGrove'));
      const emilyAccount = await accountOf('emily.johnson@example.com');
      const wattleAccount = await accountOf('linh.nguyen@example.com');
      const res = await call(
        SEND,
        {
          b: MAPLE,
          input: { accountIds: [emilyAccount, wattleAccount], centerId: DEMO_CENTER_IDS.mapleGroveLincolnPark },
        },
        token,
      );
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const sent = res.data.sendReEnrolmentRequests;
      assert.equal(sent.sent, 1);
      assert.deepEqual(sent.skippedAccountIds, [wattleAccount], "another business's account is not asked");

      const mail = await inbox.waitFor('emily.johnson@example.com');
      assert.match(mail.raw, /Subject: Maple Grove Lincoln Park: please confirm your enrollment/);
      assert.match(mail.raw, /Content-Type: text\/html/);
      const link = /https:\/\/enrol\.example\.org\/parent-portal\/login\/([A-Za-z0-9_-]{22})/.exec(unfolded(mail.raw));
      assert.ok(link, 'the mail holds the family link on the hosted page');
      const opened = await call(BY_CODE, { c: link[1] });
      assert.deepEqual(opened.data.reEnrolAccountCorrespondenceByCode, {
        stage: 'SENT',
        firstName: 'Emily',
        accountId: emilyAccount,
        batchId: sent.batchId,
        center: { id: DEMO_CENTER_IDS.mapleGroveLincolnPark },
      });
      assert.ok(!logLines.join('\n').includes(link[1]!), 'the link code is not in the log');
    });

    test('a parent, an anonymous caller, or staff of another business cannot send', async () => {
      const emilyAccount = await accountOf('emily.johnson@example.com');
      const input = { accountIds: [emilyAccount], centerId: DEMO_CENTER_IDS.mapleGroveLincolnPark };
      const anonymous = await call(SEND, { b: MAPLE, input });
      assert.equal(anonymous.errors[0].extensions.code, 'UNAUTHENTICATED');
      const parent = await signIn('emily.johnson@example.com');
      const asParent = await call(SEND, { b: MAPLE, input }, parent);
      assert.equal(asParent.errors[0].extensions.code, 'FORBIDDEN');
      const wattleDirector = await signIn(demoStaffEmail('wattleTree'), DEMO_BUSINESS_IDS.wattleTree);
      const elsewhere = await call(SEND, { b: MAPLE, input }, wattleDirector);
      assert.equal(elsewhere.errors[0].extensions.code, 'UNAUTHENTICATED');
      const rows = await t.ctx.db
        .selectFrom('correspondence')
        .select('id')
        .where('account_id', '=', emilyAccount)
        .execute();
      assert.equal(rows.length, 5 + 1, 'only the demo requests and the director’s one');
    });
  });
}
