// Re-enrolment's other endings, on a phone: a program with no place left ends on the waitlist outcome (no offer, no
// payment), and a family whose account is overdue (Maple Grove has the lead re-enrolment restrictions flag on) meets
// the "Balance Overdue" gate instead of its children. axe-clean at every checkpoint.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoBusinesses } from '../../../packages/server/src/demo/seed';
import { dateTextOf } from '../../../packages/ui/src/date-input/dateText';
import { ReEnrolmentPage } from '../pages/reenrolment.page';
import { JOURNEY_TIMEOUT, JourneyRig, MAPLE_GROVE, WATTLE_TREE, daysFromNow } from '../support/fixtures';
import { codeIn, startSmtpInbox } from '../../integration/support/smtp-inbox';

const rig = new JourneyRig();
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
before(
  async () => {
    inbox = await startSmtpInbox();
    await rig.start({ smtpUrl: inbox.url });
  },
  { timeout: JOURNEY_TIMEOUT },
);
after(async () => {
  await rig.stop();
  await inbox?.close();
});

async function signIn(page: ReEnrolmentPage, businessId: string, email: string): Promise<void> {
  await page.open(rig.server.url, `/parent-portal/re-enrolment?businessId=${businessId}`);
  await page.waitForTestId('sign-in-email');
  const before = inbox.received.filter((m) => m.to.includes(email)).length;
  await page.requestCode(email);
  const mail = await inbox.waitFor(email, before + 1);
  await page.enterCode(codeIn(mail.raw));
  await page.waitForStep('centre');
}

test(
  '375px, wattle-tree, keyboard only: a toddler re-enrolled where Toddlers is full ends on the waiting list',
  { timeout: JOURNEY_TIMEOUT * 2 },
  async () => {
    const business = demoBusinesses(new Date()).find((b) => b.key === 'wattleTree')!;
    const family = business.children[0]!;
    const an = `${business.reEnrolment.sibling.firstName} ${family.lastName}`;
    await rig.journey(
      375,
      'wattle-tree-reenrol-waitlist',
      async (page: ReEnrolmentPage) => {
        // Keyboard only from the first step on: Tab to a control, then type, Space, arrows or Enter.
        await signIn(page, WATTLE_TREE.id, family.parent.email);
        const key = (k: string) => page.page.keyboard.press(k);
        const next = async () => {
          await page.tabTo('[data-testid="wizard-next"]');
          await key('Enter');
        };
        await page.tabTo('[data-testid="centre-combobox"]');
        await page.page.keyboard.type('Paddington');
        await page.testId('centre-option').filter({ hasText: WATTLE_TREE.centres.paddington.name }).waitFor();
        await key('ArrowDown');
        await key('Enter');
        await page.testId('selected-centre').filter({ hasText: WATTLE_TREE.centres.paddington.name }).waitFor();
        await next();

        await page.waitForStep('children');
        await page.tabTo(`[data-testid="reenrol-child"][data-name="${an}"] input`);
        await key('Space');
        await page.tabTo('[data-testid="reenrol-subsidy"]');
        await key('ArrowDown');
        await page.checkpoint('children');
        await next();

        await page.waitForStep('contacts');
        await page.tabTo('[data-testid="reenrol-contact"][data-name="Bao Nguyen"] input');
        await key('Space');
        await page.checkpoint('contacts');
        await next();

        await page.waitForStep('schedule', 0);
        await page.schedule.waitForPrograms();
        assert.equal(await page.schedule.isWaitlistOnly('Toddlers'), true);
        await page.tabTo('[data-testid="schedule-program-choose"]');
        await key('Space');
        await page.tabTo('[data-testid="schedule-start-date"]');
        await page.page.keyboard.type(dateTextOf(daysFromNow(21), 'AU').replaceAll('-', ''));
        for (const day of ['MONDAY', 'TUESDAY']) {
          await page.tabTo(`[data-testid="schedule-day-${day}"]`);
          await key('Space');
        }
        await page.tabTo('[data-testid="cwa-consent"]');
        await key('Space');
        await page.checkpoint('schedule');
        await next();

        await page.waitForStep('review');
        // Nothing is due for a waitlist place: the button says so.
        await page.testId('review-fees-none').waitFor();
        assert.equal(await page.submitLabel(), 'confirm and continue');
        await page.tabTo('[data-testid="reenrol-terms"]');
        await key('Space');
        await page.tabTo('[data-testid="wizard-submit"]');
        await key('Enter');
        await page.testId('outcome-screen').waitFor();
        assert.match(await page.text('outcome-screen'), /You are on the Waiting List/);
        assert.match(await page.text('outcome-screen'), /Wattle Tree Paddington/);
        await page.checkpoint('waitlist-outcome');
      },
      (p, label) => new ReEnrolmentPage(p, label),
    );
  },
);

test(
  '375px, maple-grove: a family with an overdue balance meets "Balance Overdue" and cannot go on',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    const olivia = 'olivia.carter@example.com';
    await rig.journey(
      375,
      'maple-grove-reenrol-overdue',
      async (page: ReEnrolmentPage) => {
        await signIn(page, MAPLE_GROVE.id, olivia);
        await page.chooseCentre(MAPLE_GROVE.centres.lincolnPark.name);
        await page.next();
        await page.waitForStep('children');
        await page.testId('balance-overdue').waitFor();
        assert.match(await page.text('balance-overdue'), /Balance Overdue/);
        assert.match(await page.text('balance-overdue'), /\$125\.00/);
        assert.equal(await page.testId('reenrol-child').count(), 0);
        await page.checkpoint('balance-overdue');
        await page.next();
        await page.waitForStep('children');
        assert.equal(await page.testId('balance-refresh').isVisible(), true);
      },
      (p, label) => new ReEnrolmentPage(p, label),
    );
  },
);
