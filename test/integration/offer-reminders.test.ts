// Offer reminders run as pg-boss jobs on the server's own database: due by the server's clock (moved here, never
// waited for) at each business's hours before the offer lapses in the centre's zone, across each demo centre's DST
// change; once per threshold, none after an answer, none for a threshold that had passed when the offer was made;
// failures retried then dead-lettered; a job queued before a restart runs after it; two copies send each once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, TEST_NOW, TestClock, type Config } from '@cc/server';
import { demoOfferCode } from '../../packages/server/src/demo/demo-applications';
import { demoStaffEmail } from '../../packages/server/src/demo/demo-staff';
import { demoUuid } from '../../packages/server/src/demo/demo-uuid';
import { createOffer } from '../../packages/server/src/modules/offer/create-offer';
import { startApp, targets, type TestApp } from './harness';
import { signInByOutbox } from './support/sign-in';

const H = 3_600_000;
const QUICK_JOBS = { sweepIntervalMs: 3_600_000, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };

type BusinessKey = keyof typeof DEMO_BUSINESS_IDS;

/**
 * An offer whose last day is the day clocks change in its centre's zone: the 48 hours before it lapses hold an hour
 * more or less of wall time. `lapses` is the start of the next local day, worked out by hand.
 */
const CENTRES: Array<{
  key: BusinessKey;
  center: string;
  zone: string;
  expiry: string;
  lapses: string;
  shown: string;
}> = [
  {
    key: 'mapleGrove',
    center: DEMO_CENTER_IDS.mapleGroveLincolnPark,
    zone: 'America/Chicago',
    expiry: '2027-03-14',
    lapses: '2027-03-15T05:00:00Z',
    shown: '03-14-2027',
  },
  {
    key: 'mapleGrove',
    center: DEMO_CENTER_IDS.mapleGroveCherryCreek,
    zone: 'America/Denver',
    expiry: '2027-03-14',
    lapses: '2027-03-15T06:00:00Z',
    shown: '03-14-2027',
  },
  {
    key: 'mapleGrove',
    center: DEMO_CENTER_IDS.mapleGroveCapitolHill,
    zone: 'America/Los_Angeles',
    expiry: '2027-03-14',
    lapses: '2027-03-15T07:00:00Z',
    shown: '03-14-2027',
  },
  {
    key: 'northernLights',
    center: DEMO_CENTER_IDS.northernLightsKitsilano,
    zone: 'America/Vancouver',
    expiry: '2027-03-14',
    lapses: '2027-03-15T07:00:00Z',
    shown: '03-14-2027',
  },
  {
    key: 'northernLights',
    center: DEMO_CENTER_IDS.northernLightsTheAnnex,
    zone: 'America/Toronto',
    expiry: '2027-03-14',
    lapses: '2027-03-15T04:00:00Z',
    shown: '03-14-2027',
  },
  {
    key: 'wattleTree',
    center: DEMO_CENTER_IDS.wattleTreeFitzroy,
    zone: 'Australia/Melbourne',
    expiry: '2027-10-03',
    lapses: '2027-10-03T13:00:00Z',
    shown: '03-10-2027',
  },
  {
    key: 'wattleTree',
    center: DEMO_CENTER_IDS.wattleTreePaddington,
    zone: 'Australia/Sydney',
    expiry: '2027-10-03',
    lapses: '2027-10-03T13:00:00Z',
    shown: '03-10-2027',
  },
  // Queensland keeps standard time: the same 48 hours, no change inside them.
  {
    key: 'wattleTree',
    center: DEMO_CENTER_IDS.wattleTreeNewFarm,
    zone: 'Australia/Brisbane',
    expiry: '2027-10-03',
    lapses: '2027-10-03T14:00:00Z',
    shown: '03-10-2027',
  },
];

/** A fresh open offer on the business's demo application, made at the clock's now, at the given centre. */
async function offerAt(t: TestApp, clock: TestClock, key: BusinessKey, center: string, expiryDate: string) {
  const timezone = (
    await t.ctx.db.selectFrom('center').select('timezone').where('id', '=', center).executeTakeFirstOrThrow()
  ).timezone;
  const id = await t.ctx.db.transaction().execute(async (tx) => {
    const { createRepositories } = await import('../../packages/server/src/modules/repositories');
    return createOffer(createRepositories(tx), {
      business: { id: DEMO_BUSINESS_IDS[key] },
      center: { id: center, timezone, uses_enrolment_form: false },
      applicationId: demoUuid(`application:${key}/submitted`),
      waitlist: false,
      expiryDate,
      createdBy: null,
      now: clock.now(),
    });
  });
  return id!;
}

const remindersOf = (t: TestApp, offerId: string) =>
  t.ctx.db
    .selectFrom('offer_reminder')
    .select(['threshold_hours', 'sent_at'])
    .where('application_offer_id', '=', offerId)
    .orderBy('threshold_hours', 'desc')
    .execute();

const reminderMails = (t: TestApp, businessKey: BusinessKey) =>
  t.ctx.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'to_address'])
    .where('kind', '=', 'offer-reminder')
    .where('business_id', '=', DEMO_BUSINESS_IDS[businessKey])
    .orderBy('created_at')
    .execute();

/** The test clock runs at real speed from where it is set: a sweep lands within seconds of the moment. */
function assertNear(actual: Date, expectedMs: number) {
  assert.ok(
    Math.abs(actual.getTime() - expectedMs) < 30_000,
    `${actual.toISOString()} vs ${new Date(expectedMs).toISOString()}`,
  );
}

async function closeOffer(t: TestApp, id: string) {
  await t.ctx.db.updateTable('application_offer').set({ state: 'LOST' }).where('id', '=', id).execute();
}

for (const target of targets()) {
  describe(`offer reminders on ${target.name}`, () => {
    let t: TestApp;
    const clock = new TestClock(TEST_NOW);
    let config: Config;
    before(async () => {
      // The outbox is read across months of the test clock: kept past its retention (MAIL_RETENTION_HOURS).
      config = target.config({ publicUrl: 'https://enrol.example.org', mailRetentionHours: 720 });
      t = await startApp(config, { clock, jobs: QUICK_JOBS });
    });
    after(async () => {
      await t?.close();
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

    test('a fresh demo sends no reminder as it starts (tonight’s offer was reminded when seeded)', async () => {
      await t.ctx.jobs.settle();
      for (const key of Object.keys(DEMO_BUSINESS_IDS) as BusinessKey[])
        assert.deepEqual(await reminderMails(t, key), []);
    });

    for (const c of CENTRES) {
      test(`${c.zone}: 48 and 24 hours before the offer lapses, across the DST change, once each`, async () => {
        const lapses = new Date(c.lapses).getTime();
        clock.set(new Date(lapses - 96 * H));
        const offerId = await offerAt(t, clock, c.key, c.center, c.expiry);
        const before = (await reminderMails(t, c.key)).length;

        clock.set(new Date(lapses - 48 * H - 60_000));
        await t.ctx.jobs.settle();
        assert.deepEqual(await remindersOf(t, offerId), [], 'a minute before the 48-hour mark');

        clock.set(new Date(lapses - 48 * H + 60_000));
        await t.ctx.jobs.settle();
        await t.ctx.jobs.settle();
        const first = await remindersOf(t, offerId);
        assert.deepEqual(
          first.map((r) => r.threshold_hours),
          [48],
        );
        assertNear(first[0]!.sent_at, lapses - 48 * H + 60_000);
        let mails = await reminderMails(t, c.key);
        assert.equal(mails.length, before + 1);
        const mail = mails.at(-1)!;
        assert.match(mail.subject, new RegExp(`open until ${c.shown}$`));
        assert.match(mail.text_body, /https:\/\/enrol\.example\.org\/offer\/[A-Za-z0-9_-]{22,}/);
        assert.match(mail.text_body, new RegExp(`until the end of ${c.shown}`));

        clock.set(new Date(lapses - 24 * H - 60_000));
        await t.ctx.jobs.settle();
        assert.equal((await remindersOf(t, offerId)).length, 1, 'still one a minute before the 24-hour mark');

        clock.set(new Date(lapses - 24 * H + 60_000));
        await t.ctx.jobs.settle();
        assert.deepEqual(
          (await remindersOf(t, offerId)).map((r) => r.threshold_hours),
          [48, 24],
        );

        clock.set(new Date(lapses + 60_000));
        await t.ctx.jobs.settle();
        mails = await reminderMails(t, c.key);
        assert.equal(mails.length, before + 2, 'none once the offer has lapsed');
        await closeOffer(t, offerId);
      });
    }

    test('the link in the reminder opens the offer', async () => {
      clock.set('2027-05-01T12:00:00Z');
      const offerId = await offerAt(t, clock, 'mapleGrove', DEMO_CENTER_IDS.mapleGroveLincolnPark, '2027-05-03');
      clock.set('2027-05-02T12:00:00Z');
      await t.ctx.jobs.settle();
      const mail = (await reminderMails(t, 'mapleGrove')).at(-1)!;
      const code = /\/offer\/([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
      const opened = await call(`query($c: String!) { applicationOfferForLinkCode(linkCode: $c) { id expiryDate } }`, {
        c: code,
      });
      assert.deepEqual(opened.data.applicationOfferForLinkCode, { id: offerId, expiryDate: '2027-05-03' });
      await closeOffer(t, offerId);
    });

    test('none for an offer accepted or declined before the mark, none for a threshold already past when it was made', async () => {
      // The demo's 'new' and 'new-no-fee' offers lapse together a week after TEST_NOW; the family accepts one.
      clock.set(TEST_NOW);
      const accepted = await call(
        `mutation($input: OfferActionInput!) { acceptOffer(input: $input) { success errors { key } } }`,
        {
          input: {
            linkCode: demoOfferCode('mapleGrove', 'new-no-fee'),
            businessId: DEMO_BUSINESS_IDS.mapleGrove,
            applicationId: demoUuid('application:mapleGrove/offer-new-no-fee'),
            applicationOfferId: demoUuid('offer:mapleGrove/new-no-fee'),
          },
        },
      );
      assert.equal(accepted.data?.acceptOffer.success, true, JSON.stringify(accepted));
      // And declines the third ('new-bank'), which lapses the same night.
      const declined = await call(
        `mutation($input: OfferActionInput!) { declineApplicationOffer(input: $input) { success errors { key } } }`,
        {
          input: {
            linkCode: demoOfferCode('mapleGrove', 'new-bank'),
            businessId: DEMO_BUSINESS_IDS.mapleGrove,
            applicationId: demoUuid('application:mapleGrove/offer-new-bank'),
            applicationOfferId: demoUuid('offer:mapleGrove/new-bank'),
          },
        },
      );
      assert.equal(declined.data?.declineApplicationOffer.success, true, JSON.stringify(declined));
      const expiry = (
        await t.ctx.db
          .selectFrom('application_offer')
          .select('expiry_date')
          .where('id', '=', demoUuid('offer:mapleGrove/new'))
          .executeTakeFirstOrThrow()
      ).expiry_date!;
      // Chicago in November: the day after the expiry date begins at 06:00 UTC.
      const lapses = Date.parse(`${expiry}T06:00:00Z`) + 24 * H;
      const late = await offerAt(
        t,
        new TestClock(new Date(lapses - 30 * H)),
        'mapleGrove',
        DEMO_CENTER_IDS.mapleGroveLincolnPark,
        expiry,
      );

      clock.set(new Date(lapses - 40 * H));
      await t.ctx.jobs.settle();
      assert.deepEqual(
        (await remindersOf(t, demoUuid('offer:mapleGrove/new'))).map((r) => r.threshold_hours),
        [48],
      );
      assert.deepEqual(await remindersOf(t, demoUuid('offer:mapleGrove/new-no-fee')), [], 'accepted: no reminder');
      assert.deepEqual(await remindersOf(t, demoUuid('offer:mapleGrove/new-bank')), [], 'declined: no reminder');
      assert.deepEqual(await remindersOf(t, late), [], 'made 30 hours before: no 48-hour reminder');

      clock.set(new Date(lapses - 20 * H));
      await t.ctx.jobs.settle();
      assert.deepEqual(
        (await remindersOf(t, late)).map((r) => r.threshold_hours),
        [24],
      );
      assert.deepEqual(await remindersOf(t, demoUuid('offer:mapleGrove/new-no-fee')), []);
      assert.deepEqual(await remindersOf(t, demoUuid('offer:mapleGrove/new-bank')), []);
      await closeOffer(t, late);
    });

    test('each business sets its hours; staff see when each reminder went out; others cannot', async () => {
      clock.set('2027-06-01T12:00:00Z');
      const business = DEMO_BUSINESS_IDS.northernLights;
      const staff = await signInByOutbox(t, demoStaffEmail('northernLights'), business, clock.now());
      const SET = `mutation($b: ID!, $h: [Int!]!) { setOfferReminderHours(businessId: $b, hours: $h) }`;
      const bad = await call(SET, { b: business, h: [0, 24] }, staff);
      assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      assert.match(bad.errors[0].message, /at most 5 whole numbers from 1 to 336/);
      assert.equal((await call(SET, { b: business, h: [72] })).errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      const other = await signInByOutbox(t, demoStaffEmail('mapleGrove'), DEMO_BUSINESS_IDS.mapleGrove, clock.now());
      assert.ok((await call(SET, { b: business, h: [72] }, other)).errors, 'another business’s staff');
      assert.deepEqual((await call(SET, { b: business, h: [6, 72, 6] }, staff)).data.setOfferReminderHours, [72, 6]);

      // Vancouver in June: the day after 2027-06-05 begins at 07:00 UTC.
      const offerId = await offerAt(t, clock, 'northernLights', DEMO_CENTER_IDS.northernLightsKitsilano, '2027-06-05');
      const lapses = Date.parse('2027-06-06T07:00:00Z');
      clock.set(new Date(lapses - 50 * H));
      await t.ctx.jobs.settle();
      clock.set(new Date(lapses - 5 * H));
      await t.ctx.jobs.settle();
      const LIST = `query($b: ID!, $o: ID!) { offerReminders(businessId: $b, applicationOfferId: $o) { thresholdHours sentAt } }`;
      const listed = (await call(LIST, { b: business, o: offerId }, staff)).data.offerReminders;
      assert.deepEqual(
        listed.map((r: { thresholdHours: number }) => r.thresholdHours),
        [72, 6],
      );
      assertNear(new Date(listed[0].sentAt), lapses - 50 * H);
      assertNear(new Date(listed[1].sentAt), lapses - 5 * H);
      assert.ok((await call(LIST, { b: business, o: offerId }, other)).errors, 'another business’s staff');
      assert.deepEqual(
        (await call(LIST, { b: DEMO_BUSINESS_IDS.mapleGrove, o: offerId }, other)).data.offerReminders,
        [],
        'through another business: nothing',
      );
      await call(SET, { b: business, h: [48, 24] }, staff);
      await closeOffer(t, offerId);
    });

    test('a job queued before the server stopped runs after it starts again', async () => {
      // Chicago in summer: 2027-07-01 lapses at 05:00 UTC the next day, so noon is inside the 24-hour window.
      clock.set('2027-06-30T12:00:00Z');
      const offerId = await offerAt(t, clock, 'mapleGrove', DEMO_CENTER_IDS.mapleGroveLincolnPark, '2027-07-01');
      clock.set('2027-07-01T12:00:00Z');
      await t.close();
      // This copy queues the due job and stops before any worker takes it.
      const queuing = await startApp(config, { clock, jobs: { ...QUICK_JOBS, work: false } });
      const jobId = await queuing.ctx.jobs.enqueue('offer-reminder', {
        key: `${offerId}:24`,
        data: { offerId, thresholdHours: 24 },
      });
      assert.ok(jobId);
      assert.deepEqual(await remindersOf(queuing, offerId), []);
      await queuing.close();
      t = await startApp(config, { clock, jobs: QUICK_JOBS });
      await t.ctx.jobs.settle();
      // The restarted copy's own sweep found the same key waiting (one job per key), so the queued job sent it.
      assert.equal(await t.ctx.jobs.jobState('offer-reminder', jobId), 'completed');
      assert.deepEqual(
        (await remindersOf(t, offerId)).map((r) => r.threshold_hours),
        [24],
      );
      await closeOffer(t, offerId);
    });
    test('a reminder whose mail cannot be sent is claimed once; the mail is retried, then dead-lettered', async () => {
      // Nothing listens on port 1: every send fails (nodemailer's ESOCKET).
      const failing = await startApp(target.config({ smtpUrl: 'smtp://127.0.0.1:1' }), {
        clock,
        jobs: { ...QUICK_JOBS, retryLimit: 1 },
      });
      try {
        clock.set('2027-07-28T12:00:00Z');
        const offerId = await offerAt(
          failing,
          clock,
          'mapleGrove',
          DEMO_CENTER_IDS.mapleGroveLincolnPark,
          '2027-08-01',
        );
        clock.set('2027-08-01T12:00:00Z');
        await failing.ctx.jobs.settle();
        // The reminder is claimed once, its mail recorded with it; the mail's delivery is retried, then dead-lettered.
        // The demo's subsidy reminder is due by then too, and its mail fails the same way: only the offer's is looked at.
        const mail = await failing.ctx.db
          .selectFrom('mail_outbox')
          .select(['id', 'status'])
          .where('kind', '=', 'offer-reminder')
          .executeTakeFirstOrThrow();
        const deadOffers = () =>
          failing.ctx.db.selectFrom('job_dead_letter').selectAll().where('job_key', '=', mail.id).execute();
        const dead = await deadOffers();
        assert.deepEqual(
          dead.map((d) => [d.queue, d.job_key, d.error_kind]),
          [['mail', mail.id, 'ESOCKET']],
        );
        assert.equal(mail.status, 'queued', 'never marked sent');
        assert.deepEqual(
          (await remindersOf(failing, offerId)).map((r) => r.threshold_hours),
          [24],
          'claimed once: the reminder is not made again',
        );
        await failing.ctx.jobs.settle();
        assert.equal(await failing.ctx.jobs.pending(), 0);
        assert.equal((await deadOffers()).length, 1);
      } finally {
        await failing.close();
      }
    });

    test(
      'two server copies on one database send each reminder once',
      {
        skip:
          target.name === 'pglite' &&
          'the embedded database belongs to one process (DATA_DIR lock): copies share PostgreSQL',
      },
      async () => {
        const shared = target.config({ publicUrl: 'https://enrol.example.org' });
        const both = { ...QUICK_JOBS, sweepIntervalMs: 150 };
        const first = await startApp(shared, { clock, jobs: both });
        const second = await startApp(shared, { clock, jobs: both });
        try {
          clock.set('2027-08-28T12:00:00Z');
          const offers: string[] = [];
          for (let i = 0; i < 6; i++) {
            offers.push(await offerAt(first, clock, 'mapleGrove', DEMO_CENTER_IDS.mapleGroveLincolnPark, '2027-09-02'));
          }
          // 2027-09-02 lapses at 05:00 UTC on the 3rd: 40 hours after 13:00 on the 1st, inside the 48-hour window.
          clock.set('2027-09-01T13:00:00Z');
          const sent = () =>
            first.ctx.db
              .selectFrom('offer_reminder')
              .select('application_offer_id')
              .where('application_offer_id', 'in', offers)
              .execute();
          for (let i = 0; i < 300 && (await sent()).length < offers.length; i++)
            await new Promise((r) => setTimeout(r, 50));
          // Both copies keep sweeping a while longer: nothing more may go out.
          await new Promise((r) => setTimeout(r, 1_000));
          await first.ctx.jobs.settle();
          await second.ctx.jobs.settle();
          assert.equal((await sent()).length, offers.length);
          const mails = await first.ctx.db
            .selectFrom('mail_outbox')
            .select('id')
            .where('kind', '=', 'offer-reminder')
            .execute();
          assert.equal(mails.length, offers.length, 'one mail per offer');
        } finally {
          await first.close();
          await second.close();
        }
      },
    );
  });
}

for (const target of targets()) {
  describe(`the subsidy checklist's reminder as a job on ${target.name}`, () => {
    let t: TestApp;
    const clock = new TestClock(TEST_NOW);
    before(async () => {
      t = await startApp(target.config(), { clock, jobs: QUICK_JOBS });
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const subsidyMails = () =>
      t.ctx.db.selectFrom('mail_outbox').select(['to_address']).where('kind', '=', 'subsidy-reminder').execute();

    test('goes out once, a week after the Australian family accepted, while steps are open', async () => {
      // The demo family accepted the day before the demo was seeded, with two steps open.
      const { accepted_at } = await t.ctx.db
        .selectFrom('subsidy_checklist')
        .select('accepted_at')
        .where('application_offer_id', '=', demoUuid('offer:wattleTree/accepted'))
        .executeTakeFirstOrThrow();
      const week = accepted_at.getTime() + 7 * 24 * H;
      clock.set(new Date(week - 60_000));
      await t.ctx.jobs.settle();
      assert.deepEqual(await subsidyMails(), [], 'a minute short of the week');
      clock.set(new Date(week + 60_000));
      await t.ctx.jobs.settle();
      await t.ctx.jobs.settle();
      const mails = await subsidyMails();
      assert.equal(mails.length, 1);
      const parent = await t.ctx.db
        .selectFrom('application_offer as o')
        .innerJoin('application as a', 'a.id', 'o.application_id')
        .innerJoin('person as p', 'p.id', 'a.person_id')
        .select('p.email')
        .where('o.id', '=', demoUuid('offer:wattleTree/accepted'))
        .executeTakeFirstOrThrow();
      assert.equal(mails[0]!.to_address, parent.email);
    });
  });
}
