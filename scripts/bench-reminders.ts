// `npm run bench:reminders`: how long after an offer's reminder moment its mail goes out. BENCH_OFFERS open offers
// (default 200) at Maple Grove's Lincoln Park lapse together; the server's test clock is set to their 48-hour mark
// and the bench waits until every reminder is sent (mail kept in the outbox). The clock runs at real speed from
// there, so each reminder's sent_at minus the mark is its lag. The sweep runs every BENCH_SWEEP_SECONDS (default 5;
// production's JOB_SWEEP_SECONDS defaults to 60, which adds up to a minute). PGlite, or PostgreSQL with
// BENCH_DATABASE_URL / TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createApp,
  DEMO_BUSINESS_IDS,
  DEMO_CENTER_IDS,
  loadConfig,
  TEST_NOW,
  TestClock,
} from '../packages/server/src/index';
import { demoUuid } from '../packages/server/src/demo/demo-uuid';
import { createOffer } from '../packages/server/src/modules/offer/create-offer';
import { offerLapsesAt } from '../packages/server/src/modules/reminder/reminder-windows';
import { createRepositories } from '../packages/server/src/modules/repositories';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 200);
const SWEEP_SECONDS = Number(process.env.BENCH_SWEEP_SECONDS ?? 5);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const EXPIRY = '2027-05-20';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-bench-reminders-'));
  const schema = `bench_reminders_${Date.now()}`;
  let url = databaseUrl;
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const parsed = new URL(databaseUrl);
    parsed.searchParams.set('options', `-c search_path=${schema}`);
    url = parsed.toString();
  }
  const clock = new TestClock(TEST_NOW);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: '1',
    LOG_LEVEL: 'silent',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await createApp(config, {
    logger: false,
    clock,
    jobs: { sweepIntervalMs: SWEEP_SECONDS * 1000, pollingIntervalSeconds: 2 },
  });
  try {
    clock.set('2027-05-10T12:00:00Z');
    const repos = createRepositories(app.ctx.db);
    for (let i = 0; i < OFFERS; i++) {
      await createOffer(repos, {
        business: { id: DEMO_BUSINESS_IDS.mapleGrove },
        center: { id: DEMO_CENTER_IDS.mapleGroveLincolnPark, timezone: 'America/Chicago', uses_enrolment_form: false },
        applicationId: demoUuid('application:mapleGrove/submitted'),
        waitlist: false,
        expiryDate: EXPIRY,
        createdBy: null,
        now: clock.now(),
      });
    }
    const mark = offerLapsesAt('America/Chicago', EXPIRY).getTime() - 48 * 3_600_000;
    clock.set(new Date(mark));
    const started = Date.now();
    for (;;) {
      const { count } = await app.ctx.db
        .selectFrom('offer_reminder')
        .innerJoin('application_offer', 'application_offer.id', 'offer_reminder.application_offer_id')
        .where('application_offer.expiry_date', '=', EXPIRY)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) >= OFFERS) break;
      if (Date.now() - started > 10 * 60_000) throw new Error(`only ${count} of ${OFFERS} reminders in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lags = (
      await app.ctx.db
        .selectFrom('offer_reminder')
        .innerJoin('application_offer', 'application_offer.id', 'offer_reminder.application_offer_id')
        .select('sent_at')
        .where('application_offer.expiry_date', '=', EXPIRY)
        .execute()
    )
      .map((r) => r.sent_at.getTime() - mark)
      .sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        database: url ? 'postgres' : 'pglite',
        offers: OFFERS,
        sweepSeconds: SWEEP_SECONDS,
        lagMs: { min: lags[0], p50: percentile(lags, 50), p95: percentile(lags, 95), max: lags.at(-1) },
        allSentAfterMs: Date.now() - started,
      }),
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.query(`drop schema if exists ${schema}_pgboss cascade`);
      await admin.end();
    }
  }
}

await main();
