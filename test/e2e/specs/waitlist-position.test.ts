// A waitlisted family's place in the queue, as the parent portal shows it: the demo parent signs in (code from a real
// SMTP server) and reads "3rd of 6 waiting for Infant Care at Maple Grove Lincoln Park" on her waitlisted cards;
// a family ahead of her withdraws (through the server's repository, as the centre's rejection does), and after a
// reload her place has moved up. At phone and desktop widths, axe-clean at every checkpoint.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { ApplicationRepository } from '../../../packages/server/src/modules/application/application.repository';
import { demoUuid } from '../../../packages/server/src/demo/demo-uuid';
import { PortalPage } from '../pages/portal.page';
import { JOURNEY_TIMEOUT, JourneyRig, MAPLE_GROVE } from '../support/fixtures';
import { codeIn, startSmtpInbox } from '../../integration/support/smtp-inbox';

const rig = new JourneyRig();
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
before(
  async () => {
    inbox = await startSmtpInbox();
    await rig.start({
      smtpUrl: inbox.url,
      rateLimits: { requestSignInCodePerEmail: { limit: 100, windowMs: 60_000 } },
    });
  },
  { timeout: JOURNEY_TIMEOUT },
);
after(async () => {
  await rig.stop();
  await inbox?.close();
});

const portal = (page: ConstructorParameters<typeof PortalPage>[0], label: string) => new PortalPage(page, label);
const EMILY = 'emily.johnson@example.com';
const ORDINALS = ['1st', '2nd', '3rd'];
/** The demo's waiting families (demo-waitlist.ts), the earliest first: two enquired before Emily's child. */
const waitingFamily = (i: number) => demoUuid(`application:waiting:mapleGrove/${i}`);

/** Every waitlist line on the dashboard, as the parent reads it. */
async function places(page: PortalPage): Promise<string[]> {
  await page.testId('waitlist-position').first().waitFor();
  return page.testId('waitlist-position').evaluateAll((lines) => lines.map((line) => line.textContent?.trim() ?? ''));
}

const line = (position: number, total: number) =>
  new RegExp(
    `^${ORDINALS[position - 1]} of ${total} waiting for Infant Care at Maple Grove Lincoln Park, starting in [A-Z][a-z]+$`,
  );

for (const [run, width] of [375, 1280].entries()) {
  test(
    `${width}px: a waitlisted family sees its place, and it moves up when a family ahead withdraws`,
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      await rig.journey(
        width,
        'maple-grove-portal-waitlist',
        async (page) => {
          await page.open(rig.server.url, `/parent-portal?businessId=${MAPLE_GROVE.id}`);
          const sent = inbox.received.filter((m) => m.to.includes(EMILY)).length;
          await page.requestCode(EMILY);
          await page.enterCode(codeIn((await inbox.waitFor(EMILY, sent + 1)).raw));
          await page.waitForDashboard();

          // Each run starts after the previous one's withdrawal: 3rd of 6, then 2nd of 5.
          const [before, total] = [3 - run, 6 - run];
          const seen = await places(page);
          assert.ok(seen.length > 0);
          for (const text of seen) assert.match(text, line(before, total));
          await page.checkpoint('waitlist-position');

          await new ApplicationRepository(rig.server.db).setState(waitingFamily(run), 'LOST', 'REJECTED');
          await page.page.reload();
          await page.waitForDashboard();
          await page.page.waitForFunction(
            (expected) =>
              [
                ...(document
                  .querySelector('cc-portal')
                  ?.shadowRoot?.querySelectorAll('[data-testid="waitlist-position"]') ?? []),
              ].some((el) => el.textContent?.startsWith(expected)),
            `${ORDINALS[before - 2]} of ${total - 1}`,
          );
          for (const text of await places(page)) assert.match(text, line(before - 1, total - 1));
          await page.checkpoint('waitlist-position-moved-up');
        },
        portal,
      );
    },
  );
}
