// Two server copies on one PostgreSQL; one is killed (SIGKILL) while it holds reminder jobs (active in pg-boss, their
// claims never committed). New reminders made due afterwards still go out within JOB_SWEEP_SECONDS + 30 s, and the
// dead copy's own come back once pg-boss expires its jobs: the sweep queues no second job beside a live one (which
// made every fetch of the queue fail on pg-boss's unique index, silently, until the 15-minute default expiry).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { DEMO_BUSINESS_IDS, TEST_NOW, TestClock } from '@cc/server';
import { startApp, targets } from './harness';
import { startAppProcess } from './support/app-process-control';
import { openOfferAt } from './support/open-offer';

const H = 3_600_000;
const SWEEP_SECONDS = 5;
const JOBS = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };
const HELD = 5;
const NEW = 50;
// Chicago before DST; Maple Grove reminds 48 hours before only, a window that lasts until the offer lapses.
const HELD_EXPIRY = '2027-03-10';
const NEW_EXPIRY = '2027-03-11';
const HELD_LAPSES = Date.parse('2027-03-11T06:00:00Z');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const target of targets()) {
  describe(`the reminder queue after a copy is killed, on ${target.name}`, () => {
    test(
      'new reminders go out within JOB_SWEEP_SECONDS + 30 s; the dead copy’s once its jobs expire',
      {
        skip:
          target.name === 'pglite' &&
          'the embedded database belongs to one process (DATA_DIR lock): copies share PostgreSQL',
      },
      async (t) => {
        const config = target.config({ jobSweepSeconds: SWEEP_SECONDS });
        const setup = await startApp(config, { clock: new TestClock(TEST_NOW), jobs: { work: false } });
        const held: string[] = [];
        const fresh: string[] = [];
        const made = new Date(HELD_LAPSES - 96 * H);
        for (let i = 0; i < HELD; i++) held.push(await openOfferAt(setup, made, HELD_EXPIRY));
        for (let i = 0; i < NEW; i++) fresh.push(await openOfferAt(setup, made, NEW_EXPIRY));
        await setup.ctx.db
          .updateTable('business')
          .set({ offer_reminder_hours: JSON.stringify([48]) })
          .where('id', '=', DEMO_BUSINESS_IDS.mapleGrove)
          .execute();
        await setup.close();

        const admin = new pg.Client({ connectionString: config.databaseUrl });
        const locker = new pg.Client({ connectionString: config.databaseUrl });
        await admin.connect();
        await locker.connect();
        try {
          const { rows } = await admin.query<{ schema: string }>('select current_schema() as schema');
          const jobs = `${rows[0]!.schema}_pgboss.job`;
          const reminded = async (ids: string[]) =>
            Number(
              (
                await admin.query<{ n: string }>(
                  'select count(*) as n from offer_reminder where application_offer_id = any($1)',
                  [ids],
                )
              ).rows[0]!.n,
            );
          const activeReminderJobs = async () =>
            Number(
              (
                await admin.query<{ n: string }>(
                  `select count(*) as n from ${jobs} where name = 'offer-reminder' and state = 'active'`,
                )
              ).rows[0]!.n,
            );
          const completedSweeps = async () =>
            Number(
              (
                await admin.query<{ n: string }>(
                  `select count(*) as n from ${jobs} where name = 'sweep' and state = 'completed'`,
                )
              ).rows[0]!.n,
            );

          // The copy to be killed takes the held offers' reminders and waits on their rows, which this test locks.
          await locker.query('begin');
          await locker.query('select id from application_offer where id = any($1) for update', [held]);
          const due = new Date(HELD_LAPSES - 47 * H);
          const doomed = await startAppProcess(config, due, JOBS);
          for (let i = 0; (await activeReminderJobs()) < HELD; i++) {
            if (i > 300) throw new Error('the copy did not take the reminders');
            await sleep(100);
          }
          await doomed.kill9();
          await locker.query('rollback');

          // The other copy sweeps with the held reminders still due (their jobs active, their copy dead)...
          const clock = new TestClock(new Date(due.getTime() + 60_000));
          const sweepsBefore = await completedSweeps();
          const survivor = await startApp(config, { clock, jobs: JOBS });
          try {
            for (let i = 0; i < 100 && (await completedSweeps()) <= sweepsBefore; i++) await sleep(100);
            // ...then 50 more fall due.
            clock.set(new Date(HELD_LAPSES - 23 * H));
            const started = Date.now();
            const deadline = started + (SWEEP_SECONDS + 30) * 1000;
            while ((await reminded(fresh)) < NEW && Date.now() < deadline) await sleep(200);
            const sent = await reminded(fresh);
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            assert.equal(sent, NEW, `${sent} of ${NEW} new reminders within ${SWEEP_SECONDS + 30} s (${seconds} s)`);
            t.diagnostic(`${NEW} new reminders sent in ${seconds} s after they fell due`);

            // The dead copy's reminders: once pg-boss expires its jobs (30 s) and maintenance sees it (10 s).
            const heldDeadline = Date.now() + 90_000;
            while ((await reminded(held)) < HELD && Date.now() < heldDeadline) await sleep(500);
            assert.equal(await reminded(held), HELD, 'the dead copy’s reminders, after its jobs expired');
            await survivor.ctx.jobs.settle(30_000);
            const mails = await survivor.ctx.db
              .selectFrom('mail_outbox')
              .select('id')
              .where('kind', '=', 'offer-reminder')
              .execute();
            assert.equal(mails.length, HELD + NEW, 'one mail per reminder');
          } finally {
            await survivor.close();
          }
        } finally {
          await locker.end();
          await admin.end();
          await target.dispose();
        }
      },
    );
  });
}
