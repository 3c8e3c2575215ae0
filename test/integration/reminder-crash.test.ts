// A server copy killed (SIGKILL) after it claimed reminders and while their mail was on its way (the SMTP server had
// the connection and had not answered): after a restart every reminder goes out, each exactly once. The claim and
// the mail are one transaction (the outbox), and a mail is marked sent only once an SMTP server accepted it.
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { TEST_NOW, TestClock } from '@cc/server';
import { startApp, targets } from './harness';
import { startAppProcess } from './support/app-process-control';
import { openOfferAt } from './support/open-offer';
import { startSmtpInbox } from './support/smtp-inbox';
import { startStalledSmtp } from './support/stalled-smtp';

const H = 3_600_000;
// A dead copy's jobs come back within seconds here (the server's own expiry is 30-60 s: jobs/job-runner.ts).
const JOBS = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, expireInSeconds: 3, maintenanceIntervalSeconds: 1 };
const OFFERS = 5;
// Chicago before DST: 2027-03-10 lapses at 06:00 UTC on the 11th.
const EXPIRY = '2027-03-10';
const LAPSES = Date.parse('2027-03-11T06:00:00Z');

const waitUntil = async (what: string, done: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

for (const target of targets()) {
  describe(`reminders of a copy killed between claim and send, on ${target.name}`, () => {
    after(() => target.dispose());

    test('go out after the restart, each exactly once', async () => {
      const inbox = await startSmtpInbox();
      const stalled = await startStalledSmtp();
      const config = target.config({
        publicUrl: 'https://enrol.example.org',
        mailFrom: 'Enrol <enrol@example.org>',
        smtpUrl: stalled.url,
      });
      try {
        const setup = await startApp(config, { clock: new TestClock(TEST_NOW), jobs: { work: false } });
        const offers: string[] = [];
        for (let i = 0; i < OFFERS; i++) offers.push(await openOfferAt(setup, new Date(LAPSES - 96 * H), EXPIRY));
        await setup.close();

        // 47 hours before the offers lapse: each one's 48-hour reminder is due, and so is the demo's subsidy reminder.
        const due = new Date(LAPSES - 47 * H);
        const copy = await startAppProcess(config, due, JOBS);
        // The copy has claimed reminders and is talking to an SMTP server that never answers: kill it there.
        await waitUntil('mail on its way', () => stalled.connections() >= 4, 30_000);
        await copy.kill9();

        const restarted = await startApp(
          { ...config, smtpUrl: inbox.url },
          { clock: new TestClock(new Date(due.getTime() + 60_000)), jobs: JOBS },
        );
        try {
          const reminderMails = () => inbox.received.filter((m) => /^Subject: Reminder:/m.test(m.raw));
          const subsidyMails = () => inbox.received.filter((m) => /^Subject: Your Child Care Subsidy/m.test(m.raw));
          const claimed = () =>
            restarted.ctx.db
              .selectFrom('offer_reminder')
              .select('application_offer_id')
              .where('application_offer_id', 'in', offers)
              .execute();
          await waitUntil(
            'every reminder in the inbox',
            () => reminderMails().length >= OFFERS && subsidyMails().length >= 1,
            45_000,
          ).catch((error: Error) => {
            throw new Error(
              `${error.message}; ${reminderMails().length} of ${OFFERS} offer reminders and ` +
                `${subsidyMails().length} of 1 subsidy reminder arrived`,
            );
          });
          // Sweeps go on a while: nothing more goes out.
          await restarted.ctx.jobs.settle(30_000);
          await new Promise((r) => setTimeout(r, 1_500));
          await restarted.ctx.jobs.settle(30_000);
          assert.equal((await claimed()).length, OFFERS, 'each offer reminded');
          assert.equal(reminderMails().length, OFFERS, 'one mail per offer');
          assert.equal(subsidyMails().length, 1, 'one subsidy reminder');
          const ids = inbox.received.map((m) => /^Message-ID: (<[^>]+>)/im.exec(m.raw)?.[1]);
          assert.ok(
            ids.every((id) => id?.endsWith('@example.org>')),
            'each mail carries a Message-ID at the sender’s domain',
          );
          assert.equal(new Set(ids).size, ids.length);
        } finally {
          await restarted.close();
        }
      } finally {
        await stalled.close();
        await inbox.close();
      }
    });
  });
}
