// `npm run bench:portal`: how long a parent waits from pressing Verify on the code page to a dashboard showing 50
// applications (the dashboard's page size), in Chromium, unthrottled and with the CPU throttled 4x as on a slow
// phone. The real server and hosted page run in this process on the embedded database with the demo seed, mail goes
// to an in-process SMTP server the bench reads the code from, and the demo family gets 47 more applications (50).
import { randomUUID } from 'node:crypto';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '@cc/server';
import { demoUuid } from '../packages/server/src/demo/demo-uuid';
import { hashLinkCode } from '../packages/server/src/security/link-code';
import { codeIn, startSmtpInbox } from '../test/integration/support/smtp-inbox';
import { launchBrowser, openPage } from '../test/e2e/support/browser';
import { startTestServer } from '../test/e2e/support/server';

const RUNS = Number(process.env.RUNS ?? 5);
const APPLICATIONS = 50;
const EMAIL = 'emily.johnson@example.com';
const BUSINESS = DEMO_BUSINESS_IDS.mapleGrove;
const CENTER = DEMO_CENTER_IDS.mapleGroveLincolnPark;
const PERSON = demoUuid(`person:${EMAIL}`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const inbox = await startSmtpInbox();
const many = { limit: 1_000_000, windowMs: 60_000 };
const server = await startTestServer({
  smtpUrl: inbox.url,
  rateLimits: { requestSignInCode: many, requestSignInCodePerEmail: many, answerSignInChallenge: many },
});
const browser = await launchBrowser();
try {
  const existing = await server.db
    .selectFrom('application')
    .select('account_id')
    .where('person_id', '=', PERSON)
    .execute();
  const schedule = await server.db
    .selectFrom('application_schedule')
    .innerJoin('application', 'application.id', 'application_schedule.application_id')
    .select(['application_schedule.child_id', 'application_schedule.program_id'])
    .where('application.person_id', '=', PERSON)
    .executeTakeFirstOrThrow();
  for (let i = existing.length; i < APPLICATIONS; i++) {
    const id = randomUUID();
    await server.db
      .insertInto('application')
      .values({
        id,
        business_id: BUSINESS,
        center_id: CENTER,
        account_id: existing[0]!.account_id,
        person_id: PERSON,
        kind: 'INQUIRY',
        state: 'APPLICANT_INITIATED',
        link_code_hash: hashLinkCode(randomUUID()),
        idempotency_key: `bench-${id}`,
        created_at: new Date(),
      })
      .execute();
    await server.db
      .insertInto('application_schedule')
      .values({
        application_id: id,
        child_id: schedule.child_id,
        program_id: schedule.program_id,
        center_id: CENTER,
        care_type: 'LDC',
        cycle_type: 'Weekly',
        start_date: '2027-01-11',
        days: JSON.stringify([{ dayOfWeek: 'MONDAY', week: 'WEEK1' }]),
        state: 'SUBMITTED',
      })
      .execute();
  }

  for (const throttle of [1, 4]) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await openPage(browser, 375);
      const cdp = await page.context().newCDPSession(page);
      await page.goto(`${server.url}/parent-portal/login?businessId=${BUSINESS}`);
      const portal = page.locator('cc-portal');
      const sent = inbox.received.filter((m) => m.to.includes(EMAIL)).length;
      await portal.getByLabel('Email', { exact: true }).fill(EMAIL);
      await portal.locator('[data-testid="sign-in-send-code"]').click();
      await portal.locator('[data-testid="sign-in-code"]').waitFor();
      const code = codeIn((await inbox.waitFor(EMAIL, sent + 1)).raw);
      await portal.getByLabel('Verification code', { exact: true }).fill(code);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      const started = performance.now();
      await portal.locator('[data-testid="sign-in-verify"]').click();
      await portal.locator(`[data-testid="application-card"] >> nth=${APPLICATIONS - 1}`).waitFor({ timeout: 30_000 });
      times.push(performance.now() - started);
      await page.context().close();
    }
    console.log(
      `Verify -> dashboard with ${APPLICATIONS} applications, CPU ${throttle}x: median ${median(times).toFixed(0)} ms ` +
        `(runs: ${times.map((t) => t.toFixed(0)).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await server.close();
  await inbox.close();
}
