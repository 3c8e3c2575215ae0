// After an Australian family accepts an offer: the Child Care Subsidy checklist on the real server. Made with the
// acceptance (never in the US or Canada), ticked by the family through its link or its session, the CRN step only
// once the centre's staff have lodged the enrolment, other families and parents refused, and the one reminder mail a
// week later through a real SMTP server: sent once even when two server copies try at the same moment.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, TEST_NOW, TestClock } from '@cc/server';
import { demoOfferCode, type DemoOfferSlug } from '../../packages/server/src/demo/demo-applications';
import { demoStaffEmail } from '../../packages/server/src/demo/demo-staff';
import { demoUuid } from '../../packages/server/src/demo/demo-uuid';
import { MAIL_QUEUE } from '../../packages/server/src/mail/mail-delivery.task';
import { OutboxMailer } from '../../packages/server/src/mail/mailer';
import { transactionsOn, createRepositories } from '../../packages/server/src/modules/repositories';
import { findDueSubsidyReminders, sendSubsidyReminder } from '../../packages/server/src/modules/subsidy';
import { startApp, targets, type TestApp } from './harness';
import { startSmtpInbox } from './support/smtp-inbox';

const DAY_MS = 86_400_000;
const OPEN = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) { id businessId applicationId state } }`;
const ACCEPT = `mutation($input: OfferActionInput!) { acceptOffer(input: $input) { success errors { key } offer { state } } }`;
const PAYABLE = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) {
  id businessId applicationId paymentInfo { isPaymentRequired } paymentProviderInfo { fieldsUrl } } }`;
const PAY = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $t: String!) {
  payEnrollmentFeeForOffer(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, paymentToken: $t) }`;
const CHECKLIST = `id applicationOfferId lodgedAt steps { key doneAt canTick }`;
const BY_CODE = `query($c: String!) { subsidyChecklistForLinkCode(linkCode: $c) { ${CHECKLIST} } }`;
const BY_SESSION = `query($o: ID!) { subsidyChecklistForOffer(applicationOfferId: $o) { ${CHECKLIST} } }`;
const TICK = `mutation($input: TickSubsidyStepInput!) {
  tickSubsidyStep(input: $input) { success errors { path key } checklist { ${CHECKLIST} } } }`;
const LODGE = `mutation($b: ID!, $o: ID!) {
  markSubsidyEnrolmentLodged(businessId: $b, applicationOfferId: $o) { success checklist { ${CHECKLIST} } } }`;

type Step = { key: string; doneAt: string | null; canTick: boolean };
type Checklist = { id: string; applicationOfferId: string; lodgedAt: string | null; steps: Step[] };

const LINK = 'LINK_CRN_CONFIRM_ENROLMENT';
const PERCENTAGE = 'CHECK_CCS_PERCENTAGE';
const DETAILS = 'KEEP_DETAILS_CURRENT';
const WATTLE = DEMO_BUSINESS_IDS.wattleTree;
const LINH = 'linh.nguyen@example.com';

for (const target of targets()) {
  describe(`the Child Care Subsidy checklist on ${target.name}`, () => {
    let t: TestApp;
    let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
    const clock = new TestClock(TEST_NOW);
    let linhToken: string;
    let staffToken: string;
    let strangerToken: string;

    before(async () => {
      inbox = await startSmtpInbox();
      t = await startApp(target.config({ publicUrl: 'https://enrol.example.org', smtpUrl: inbox.url }), { clock });
      mailer = new OutboxMailer(t.ctx.db, silentLog, () => clock.now(), 'smtp');
      mailer.deliverNow = (mailId) => t.ctx.jobs.enqueueNow(MAIL_QUEUE, { key: mailId, data: { mailId } });
      // Another family of the same centre, with a session of its own.
      const person = await t.ctx.db
        .insertInto('person')
        .values({ first_name: 'Sam', last_name: 'Other', email: 'sam.other@example.com' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const account = await t.ctx.db
        .insertInto('account')
        .values({ business_id: WATTLE, name: 'Other' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.ctx.db.insertInto('account_person').values({ account_id: account.id, person_id: person.id }).execute();
      linhToken = await signInByOutboxOrInbox(LINH);
      staffToken = await signInByOutboxOrInbox(demoStaffEmail('wattleTree'));
      strangerToken = await signInByOutboxOrInbox('sam.other@example.com');
    });
    after(async () => {
      await t?.close();
      await inbox?.close();
      await target.dispose();
    });

    // With SMTP configured the sign-in code goes to the inbox, not the outbox.
    async function signInByOutboxOrInbox(email: string): Promise<string> {
      const count = inbox.received.filter((m) => m.to.includes(email)).length;
      const REQUEST = `mutation($e: String!, $b: ID!) { requestSignInCode(email: $e, businessId: $b) { challenge } }`;
      const ANSWER = `mutation($input: SignInAnswerInput!) { answerSignInChallenge(input: $input) { token } }`;
      const asked = await call(REQUEST, { e: email, b: WATTLE });
      assert.equal(asked.errors, undefined, JSON.stringify(asked.errors));
      const mail = await inbox.waitFor(email, count + 1);
      const code = /^(\d{6})\r?$/m.exec(mail.raw)![1]!;
      const answered = await call(ANSWER, {
        input: { challenge: asked.data.requestSignInCode.challenge, email, code },
      });
      assert.equal(answered.errors, undefined, JSON.stringify(answered.errors));
      return answered.data.answerSignInChallenge.token;
    }

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

    async function accept(business: string, slug: DemoOfferSlug) {
      const code = demoOfferCode(business, slug);
      const opened = await call(OPEN, { c: code });
      assert.equal(opened.errors, undefined, JSON.stringify(opened.errors));
      const offer = opened.data.applicationOfferForLinkCode;
      const res = await call(ACCEPT, {
        input: {
          linkCode: code,
          businessId: offer.businessId,
          applicationId: offer.applicationId,
          applicationOfferId: offer.id,
        },
      });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      assert.equal(res.data.acceptOffer.success, true, JSON.stringify(res.data.acceptOffer.errors));
      return { code, offerId: offer.id as string, businessId: offer.businessId as string };
    }
    async function checklistByCode(code: string): Promise<Checklist | null> {
      const res = await call(BY_CODE, { c: code });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data.subsidyChecklistForLinkCode;
    }
    const near = (at: string | null) => at !== null && Math.abs(Date.parse(at) - clock.now().getTime()) < 60_000;
    const step = (c: Checklist, key: string) => c.steps.find((s) => s.key === key)!;
    const deps = () => ({
      repos: createRepositories(t.ctx.db),
      withTransaction: transactionsOn(t.ctx.db),
      clock,
      log: silentLog,
      mailer,
      publicUrl: 'https://enrol.example.org',
    });

    // The job runner's mailer is the server's; here one of the same kind, recording into the server's outbox and
    // handing the mail to the server's delivery job, which sends it to the test's SMTP inbox.
    let mailer: OutboxMailer;
    let wattle: { code: string; offerId: string; businessId: string };

    test('an Australian family accepting an offer gets the three steps, the CRN step waiting for the centre', async () => {
      assert.equal(await checklistByCode(demoOfferCode('wattleTree', 'new-no-fee')), null, 'nothing before accepting');
      wattle = await accept('wattleTree', 'new-no-fee');
      const checklist = (await checklistByCode(wattle.code))!;
      assert.equal(checklist.applicationOfferId, wattle.offerId);
      assert.equal(checklist.lodgedAt, null);
      assert.deepEqual(
        checklist.steps.map((s) => [s.key, s.doneAt, s.canTick]),
        [
          [LINK, null, false],
          [PERCENTAGE, null, true],
          [DETAILS, null, true],
        ],
      );
    });

    test('the demo family at Wattle Tree has a checklist: one step done, the enrolment not yet lodged', async () => {
      const demo = (await checklistByCode(demoOfferCode('wattleTree', 'accepted')))!;
      assert.equal(demo.lodgedAt, null);
      assert.deepEqual(
        demo.steps.map((s) => [s.key, s.doneAt !== null, s.canTick]),
        [
          [LINK, false, false],
          [PERCENTAGE, true, true],
          [DETAILS, false, true],
        ],
      );
      assert.equal(await checklistByCode(demoOfferCode('mapleGrove', 'accepted')), null, 'none in the US demo');
    });

    test('an Australian offer accepted by paying its fee gets its checklist in the same step', async () => {
      const code = demoOfferCode('wattleTree', 'new');
      const opened = await call(PAYABLE, { c: code });
      const offer = opened.data.applicationOfferForLinkCode;
      assert.equal(offer.paymentInfo.isPaymentRequired, true);
      assert.equal(await checklistByCode(code), null, 'nothing while the fee is unpaid');
      const url = new URL(offer.paymentProviderInfo.fieldsUrl);
      const card = await fetch(new URL('/tokenize', url.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          session: url.searchParams.get('session'),
          number: '4242424242424242',
          expiry: '12/30',
          cvc: '123',
        }),
      });
      const { token } = (await card.json()) as { token: string };
      const ids = { c: code, b: offer.businessId, a: offer.applicationId, o: offer.id, t: token };
      const paid = await call(PAY, ids);
      assert.equal(paid.data?.payEnrollmentFeeForOffer, true, JSON.stringify(paid.errors));
      const checklist = (await checklistByCode(code))!;
      assert.equal(checklist.applicationOfferId, offer.id);
      assert.deepEqual(
        checklist.steps.map((s) => s.doneAt),
        [null, null, null],
      );
    });

    test('offers accepted in the US and Canada have no checklist', async () => {
      for (const business of ['mapleGrove', 'northernLights']) {
        const accepted = await accept(business, 'new-no-fee');
        assert.equal(await checklistByCode(accepted.code), null, business);
        const rows = await t.ctx.db
          .selectFrom('subsidy_checklist')
          .select('id')
          .where('application_offer_id', '=', accepted.offerId)
          .execute();
        assert.equal(rows.length, 0, `${business}: no row either`);
      }
    });

    test('the family ticks and unticks through its link; the CRN step is refused until the centre lodges', async () => {
      const ids = { linkCode: wattle.code, applicationOfferId: wattle.offerId };
      const early = (await call(TICK, { input: { ...ids, step: LINK, done: true } })).data.tickSubsidyStep;
      assert.equal(early.success, false);
      assert.deepEqual(early.errors, [{ path: 'input.step', key: 'subsidy-awaiting-lodgement' }]);
      assert.equal(step(early.checklist, LINK).doneAt, null);

      const ticked = (await call(TICK, { input: { ...ids, step: PERCENTAGE, done: true } })).data.tickSubsidyStep;
      assert.equal(ticked.success, true);
      assert.ok(near(step(ticked.checklist, PERCENTAGE).doneAt), 'ticked now, by the server’s clock');
      const unticked = (await call(TICK, { input: { ...ids, step: DETAILS, done: false } })).data.tickSubsidyStep;
      assert.equal(step(unticked.checklist, DETAILS).doneAt, null);
      assert.notEqual(step((await checklistByCode(wattle.code))!, PERCENTAGE).doneAt, null, 'kept');
    });

    test('the signed-in parent sees and ticks it from the portal; another family and a wrong link get NOT_FOUND', async () => {
      const mine = await call(BY_SESSION, { o: wattle.offerId }, linhToken);
      assert.equal(mine.errors, undefined, JSON.stringify(mine.errors));
      assert.equal(mine.data.subsidyChecklistForOffer.id, (await checklistByCode(wattle.code))!.id);

      const theirs = await call(BY_SESSION, { o: wattle.offerId }, strangerToken);
      assert.equal(theirs.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      const tick = { applicationOfferId: wattle.offerId, step: DETAILS, done: true };
      const theirTick = await call(TICK, { input: tick }, strangerToken);
      assert.equal(theirTick.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      // Another offer's link code opens only its own offer.
      const otherCode = demoOfferCode('wattleTree', 'new');
      const wrongLink = await call(TICK, { input: { ...tick, linkCode: otherCode } });
      assert.equal(wrongLink.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      const noSession = await call(TICK, { input: tick });
      assert.equal(noSession.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      assert.equal(step((await checklistByCode(wattle.code))!, DETAILS).doneAt, null, 'nothing ticked by them');

      const own = await call(TICK, { input: tick }, linhToken);
      assert.equal(own.data.tickSubsidyStep.success, true);
      assert.notEqual(step(own.data.tickSubsidyStep.checklist, DETAILS).doneAt, null);
      await call(TICK, { input: { ...tick, done: false } }, linhToken);
    });

    test('only staff mark the enrolment lodged; then the CRN step can be ticked', async () => {
      const byFamily = await call(LODGE, { b: WATTLE, o: wattle.offerId }, linhToken);
      assert.equal(byFamily.errors?.[0]?.extensions?.code, 'FORBIDDEN');
      const anonymous = await call(LODGE, { b: WATTLE, o: wattle.offerId });
      assert.equal(anonymous.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      assert.equal((await checklistByCode(wattle.code))!.lodgedAt, null);

      const lodged = await call(LODGE, { b: WATTLE, o: wattle.offerId }, staffToken);
      assert.equal(lodged.errors, undefined, JSON.stringify(lodged.errors));
      const checklist: Checklist = lodged.data.markSubsidyEnrolmentLodged.checklist;
      assert.ok(near(checklist.lodgedAt));
      assert.equal(step(checklist, LINK).canTick, true);
      clock.advance(60_000);
      const again = await call(LODGE, { b: WATTLE, o: wattle.offerId }, staffToken);
      assert.equal(
        again.data.markSubsidyEnrolmentLodged.checklist.lodgedAt,
        checklist.lodgedAt,
        'the first time is kept',
      );

      const ids = { linkCode: wattle.code, applicationOfferId: wattle.offerId };
      const ticked = (await call(TICK, { input: { ...ids, step: LINK, done: true } })).data.tickSubsidyStep;
      assert.equal(ticked.success, true);
      assert.notEqual(step(ticked.checklist, LINK).doneAt, null);
    });

    test('the reminder is due a week after acceptance with steps open, is sent once to two callers, and not again', async () => {
      const checklistId = (await checklistByCode(wattle.code))!.id;
      const before = await findDueSubsidyReminders(createRepositories(t.ctx.db), clock.now());
      assert.ok(!before.includes(checklistId), 'not due within the week');
      clock.advance(7 * DAY_MS);
      const due = await findDueSubsidyReminders(createRepositories(t.ctx.db), clock.now());
      assert.ok(due.includes(checklistId), 'due a week later: the details step is still open');

      const mailsBefore = inbox.received.filter((m) => m.to.includes(LINH)).length;
      const sent = await Promise.all([
        sendSubsidyReminder(deps(), checklistId),
        sendSubsidyReminder(deps(), checklistId),
      ]);
      assert.deepEqual(sent.toSorted(), [false, true], 'one of the two copies sends');
      const mail = await inbox.waitFor(LINH, mailsBefore + 1);
      const body = mail.raw.replace(/=\r?\n/g, '');
      assert.match(body, /Child Care Subsidy/);
      assert.match(body, /CCS percentage/);
      assert.match(body, /confirm the enrolment in your Centrelink online account through myGov\./);
      assert.doesNotMatch(body, /once the centre has lodged it/, 'the centre has lodged it by now');
      assert.match(body, /https:\/\/enrol\.example\.org\/parent-portal\/login\?/);
      assert.equal(await sendSubsidyReminder(deps(), checklistId), false, 'a third call sends nothing');
      assert.ok(!(await findDueSubsidyReminders(createRepositories(t.ctx.db), clock.now())).includes(checklistId));
      assert.equal(inbox.received.filter((m) => m.to.includes(LINH)).length, mailsBefore + 1, 'exactly one mail');
    });

    test('a checklist with every step done gets no reminder; a failed mail leaves the reminder for the next run', async () => {
      const repos = createRepositories(t.ctx.db);
      // Another Australian acceptance (the demo's expired offer stands in), every step ticked once lodged.
      const offerId = demoUuid('offer:wattleTree/expired');
      await repos.subsidies.createFor(offerId, WATTLE, clock.now());
      const all = (await repos.subsidies.ofOffer(offerId))!;
      const staff = await t.ctx.db
        .selectFrom('person')
        .select('id')
        .where('email', '=', demoStaffEmail('wattleTree'))
        .executeTakeFirstOrThrow();
      await repos.subsidies.markLodged(all.id, staff.id, clock.now());
      for (const s of all.steps) await repos.subsidies.setStepDone(all.id, s.step_key, clock.now());
      clock.advance(7 * DAY_MS);
      assert.ok(!(await findDueSubsidyReminders(repos, clock.now())).includes(all.id), 'nothing left to do');
      assert.equal(await sendSubsidyReminder(deps(), all.id), false);

      // One step opened again: due; a mail that cannot be recorded throws, and the claim goes with it (one transaction).
      await repos.subsidies.setStepDone(all.id, 'keep-details-current', null);
      assert.ok((await findDueSubsidyReminders(repos, clock.now())).includes(all.id));
      const failing = {
        ...deps(),
        mailer: {
          send: async () => {},
          record: () => Promise.reject(new Error('outbox down')),
          dispatch() {},
          close: async () => {},
        },
      };
      await assert.rejects(sendSubsidyReminder(failing, all.id), /outbox down/);
      assert.ok((await findDueSubsidyReminders(repos, clock.now())).includes(all.id), 'still due after the failure');
      assert.equal(await sendSubsidyReminder(deps(), all.id), true);
    });
  });
}

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child() {
    return silentLog;
  },
} as never;
