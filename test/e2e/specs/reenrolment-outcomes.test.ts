// Re-enrolment's other endings, on a phone: a program with no place left ends on the waitlist outcome (no offer, no
// payment), and a family whose account is overdue (Maple Grove has the lead re-enrolment restrictions flag on) meets
// the "Balance Overdue" gate instead of its children. axe-clean at every checkpoint.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { demoBusinesses } from '../../../packages/server/src/demo/seed';
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
  '375px, wattle-tree: a toddler re-enrolled where Toddlers is full ends on the waiting list',
  { timeout: JOURNEY_TIMEOUT * 2 },
  async () => {
    const business = demoBusinesses(new Date()).find((b) => b.key === 'wattleTree')!;
    const family = business.children[0]!;
    const an = `${business.reEnrolment.sibling.firstName} ${family.lastName}`;
    await rig.journey(
      375,
      'wattle-tree-reenrol-waitlist',
      async (page: ReEnrolmentPage) => {
        await signIn(page, WATTLE_TREE.id, family.parent.email);
        await page.chooseCentre(WATTLE_TREE.centres.paddington.name);
        await page.next();
        await page.waitForStep('children');
        await page.tick('reenrol-child', an);
        await page.testId('reenrol-subsidy-1').click();
        await page.next();
        await page.waitForStep('contacts');
        await page.tick('reenrol-contact', 'Bao Nguyen', an);
        await page.next();
        await page.waitForStep('schedule', 0);
        assert.equal(await page.schedule.isWaitlistOnly('Toddlers'), true);
        const toddlers = await page.schedule.choose('Toddlers');
        await toddlers.setStartDate(daysFromNow(21));
        await toddlers.pickDays(['MONDAY', 'TUESDAY']);
        await page.schedule.giveConsent();
        await page.next();
        await page.waitForStep('review');
        // Nothing is due for a waitlist place: the button says so.
        await page.testId('review-fees-none').waitFor();
        assert.equal(await page.submitLabel(), 'confirm and continue');
        await page.testId('reenrol-terms').locator('[part~="control"]').click();
        await page.submitButton.click();
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
