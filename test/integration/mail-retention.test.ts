// What the outbox keeps, and for how long. Production refuses to start without a mail transport unless MAIL=outbox
// is named (and then says so in the log). With SMTP a mail's bodies (sign-in codes, link codes) are cleared as soon
// as the SMTP server accepted it, every attempt carries the mail's own Message-ID, sent mail goes after
// MAIL_RETENTION_HOURS and a sign-in code's mail once the code has lapsed; kept mail (outbox mode) likewise.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { loadConfig, TEST_NOW, TestClock } from '@cc/server';
import { sql } from 'kysely';
import { DEFAULT_RETRY_LIMIT } from '../../packages/server/src/jobs/job-runner';
import { MAIL_QUEUE, MAIL_RETRY_LIMIT } from '../../packages/server/src/mail/mail-delivery.task';
import { MailOutboxRepository } from '../../packages/server/src/mail/mail-outbox.repository';
import { MAPLE } from './application-fixtures';
import { startApp, targets, tempDataDir, type TestApp } from './harness';
import { codeIn, startSmtpInbox } from './support/smtp-inbox';

const H = 3_600_000;
const QUICK_JOBS = { sweepIntervalMs: 3_600_000, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };
const REQUEST = `mutation($e: String!, $b: ID!) { requestSignInCode(email: $e, businessId: $b) { challenge } }`;
const EMILY = 'emily.johnson@example.com';
const MAIN = fileURLToPath(new URL('../../packages/server/src/main.ts', import.meta.url));

const requestCode = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
    payload: { query: REQUEST, variables: { e: EMILY, b: MAPLE } },
  });

const rows = (t: TestApp) =>
  t.ctx.db.selectFrom('mail_outbox').select(['id', 'kind', 'status', 'text_body', 'html_body']).execute();

/** A mail without an expiry (any kind but a sign-in code's), recorded as the server records one. */
const recordLetter = (t: TestApp, status: 'queued' | 'kept', now: Date) =>
  new MailOutboxRepository(t.ctx.db).record(
    { kind: 'offer-made', businessId: MAPLE, to: EMILY, subject: 'An offer', text: 'link', html: '<p>link</p>' },
    status,
    now,
  );

async function until<T>(what: string, get: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await get();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}: not within 10 s`);
}

describe('production and the mail transport', () => {
  test('refuses to start with neither SMTP_URL nor MAIL=outbox, and names both', () => {
    const production = { NODE_ENV: 'production', PAYMENTS: 'sandbox' };
    assert.throws(() => loadConfig(production), /SMTP_URL.*MAIL=outbox/);
    assert.equal(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.org' }).mailOutbox, false);
    assert.equal(loadConfig({ ...production, MAIL: 'outbox' }).mailOutbox, true);
    assert.equal(loadConfig({}).mailOutbox, false, 'outside production the outbox needs no asking');
    assert.throws(() => loadConfig({ MAIL: 'pigeon' }), /MAIL must be "smtp" or "outbox"/);
    const started = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, ...production, DATA_DIR: tempDataDir(), PORT: '0', SMTP_URL: '', MAIL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(started.status, 1);
    assert.match(started.stderr, /SMTP_URL.*MAIL=outbox/);
  });
});

for (const target of targets()) {
  describe(`the outbox's retention on ${target.name}`, () => {
    const apps: TestApp[] = [];
    after(async () => {
      for (const app of apps) await app.close();
      await target.dispose();
    });

    test('production with MAIL=outbox starts, with a warning that names it', async () => {
      const lines: string[] = [];
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
      const t = await startApp(target.config({ production: true, mailOutbox: true, demo: false }), {
        logger: { stream, level: 'warn' },
        jobs: { work: false },
      });
      apps.push(t);
      assert.ok(
        lines.some((l) => l.includes('MAIL=outbox')),
        lines.join(''),
      );
    });

    test('with SMTP: no code is kept once the server accepted the mail; sent mail goes after the retention', async () => {
      const inbox = await startSmtpInbox();
      try {
        const clock = new TestClock(TEST_NOW);
        const t = await startApp(target.config({ smtpUrl: inbox.url, mailRetentionHours: 24 }), {
          clock,
          jobs: QUICK_JOBS,
        });
        apps.push(t);
        assert.equal((await requestCode(t)).json().errors, undefined);
        const mail = await inbox.waitFor(EMILY);
        const code = codeIn(mail.raw);
        const sent = await until('the sign-in mail marked sent', async () =>
          (await rows(t)).find((r) => r.kind === 'sign-in-code' && r.status === 'sent'),
        );
        assert.ok(!sent.text_body.includes(code) && !sent.html_body.includes(code), 'the code is not kept');
        assert.match(mail.raw, new RegExp(`^Message-ID: <${sent.id}@localhost>`, 'im'), 'the outbox row’s own id');

        const letter = await recordLetter(t, 'queued', clock.now());
        await t.ctx.jobs.settle();
        assert.equal((await rows(t)).find((r) => r.id === letter)?.status, 'sent');
        clock.advance(11 * 60_000);
        await t.ctx.jobs.settle();
        assert.deepEqual(
          (await rows(t)).map((r) => r.kind),
          ['offer-made'],
          'the sign-in mail goes once its code has lapsed',
        );
        clock.advance(23 * H);
        await t.ctx.jobs.settle();
        assert.deepEqual(
          (await rows(t)).map((r) => r.id),
          [letter],
          'sent mail is kept for MAIL_RETENTION_HOURS',
        );
        clock.advance(H);
        await t.ctx.jobs.settle();
        assert.deepEqual(await rows(t), [], 'then it goes');
        assert.equal(inbox.received.length, 2, 'each mail sent once');
      } finally {
        await inbox.close();
      }
    });

    test('outbox mode: kept mail is read at /dev/mailbox until its code lapses or the retention ends', async () => {
      const clock = new TestClock(TEST_NOW);
      const t = await startApp(target.config({ mailRetentionHours: 24 }), { clock, jobs: QUICK_JOBS });
      apps.push(t);
      assert.equal((await requestCode(t)).json().errors, undefined);
      const shown = await until('the code at /dev/mailbox', async () => {
        const mails: Array<{ kind: string; text: string }> = (
          await t.app.inject({ url: `/dev/mailbox.json?to=${encodeURIComponent(EMILY)}` })
        ).json();
        return mails.find((m) => m.kind === 'sign-in-code');
      });
      assert.match(shown.text, /^\d{6}$/m);
      await recordLetter(t, 'kept', clock.now());
      clock.advance(11 * 60_000);
      await t.ctx.jobs.settle();
      assert.deepEqual(
        (await rows(t)).map((r) => [r.kind, r.status]),
        [['offer-made', 'kept']],
        'the lapsed code is gone',
      );
      clock.advance(24 * H);
      await t.ctx.jobs.settle();
      assert.deepEqual(await rows(t), [], 'kept mail goes after MAIL_RETENTION_HOURS');
    });

    test('a mail server down for hours does not cost a mail: the mail queue retries 10 times, other tasks 3', async () => {
      const t = await startApp(target.config({ smtpUrl: 'smtp://127.0.0.1:1' }));
      try {
        const { rows: found } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.ctx.db);
        const current = found[0]!.schema;
        const boss = current === 'public' ? 'pgboss' : `${current}_pgboss`;
        const queues = await sql<{ name: string; retry_limit: number }>`
          select name, retry_limit from ${sql.table(`${boss}.queue`)} order by name`.execute(t.ctx.db);
        const limits = Object.fromEntries(queues.rows.map((q) => [q.name, q.retry_limit]));
        assert.equal(limits[MAIL_QUEUE], MAIL_RETRY_LIMIT);
        assert.equal(MAIL_RETRY_LIMIT, 10);
        assert.equal(limits['offer-reminder'], DEFAULT_RETRY_LIMIT);
      } finally {
        await t.close();
      }
    });
  });
}
