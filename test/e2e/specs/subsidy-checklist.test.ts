// After an Australian family accepts an offer: the Child Care Subsidy checklist, on the hosted page against the real
// server. Linh accepts Wattle Tree's fee-free offer and finds the three steps on the acknowledgement, the CRN step
// waiting for the centre; she ticks the CCS percentage; the centre's staff lodge the enrolment (through the server's
// repository, as the staff mutation does); in the parent portal (code from a real SMTP server) the CRN step can now
// be ticked, and she ticks it. A US family's acknowledgement shows nothing of it. At phone and desktop widths,
// axe-clean and in each region's words at every checkpoint.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { demoOfferCode } from '../../../packages/server/src/demo/demo-applications';
import { demoUuid } from '../../../packages/server/src/demo/demo-uuid';
import { SubsidyRepository } from '../../../packages/server/src/modules/subsidy/subsidy.repository';
import { OfferPage } from '../pages/offer.page';
import { PortalPage } from '../pages/portal.page';
import { JOURNEY_TIMEOUT, JourneyRig, WATTLE_TREE } from '../support/fixtures';
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

const LINH = 'linh.nguyen@example.com';
const offerPage = (page: ConstructorParameters<typeof OfferPage>[0], label: string) => new OfferPage(page, label);
const portal = (page: ConstructorParameters<typeof PortalPage>[0], label: string) => new PortalPage(page, label);

/**
 * Each width's run starts from the demo's unanswered fee-free offer: the run before accepted it (and got its
 * checklist), so its offer, programs and application go back to where the demo left them.
 */
async function reopenDemoOffer(business: 'wattleTree' | 'mapleGrove'): Promise<string> {
  const db = rig.server.db;
  const offerId = demoUuid(`offer:${business}/new-no-fee`);
  await db.deleteFrom('subsidy_checklist').where('application_offer_id', '=', offerId).execute();
  await db.updateTable('application_offer').set({ state: 'NEW' }).where('id', '=', offerId).execute();
  await db.updateTable('offer_schedule').set({ state: 'NEW' }).where('application_offer_id', '=', offerId).execute();
  await db
    .updateTable('application')
    .set({ state: 'OFFERED' })
    .where('id', '=', demoUuid(`application:${business}/offer-new-no-fee`))
    .execute();
  return offerId;
}

/** One step's box: its state as the family sees it (ticked, can be ticked) and what it says beneath. */
async function stepState(checklist: Locator, key: string) {
  const box = checklist.locator(`[data-step="${key}"] sl-checkbox`);
  return box.evaluate((el) => ({
    checked: (el as HTMLInputElement).checked,
    disabled: (el as HTMLInputElement).disabled,
    help: (el as HTMLElement & { helpText?: string }).helpText ?? '',
    label: el.textContent?.trim() ?? '',
  }));
}

async function tick(checklist: Locator, key: string): Promise<void> {
  await checklist.locator(`[data-step="${key}"] sl-checkbox [part~="control"]`).click();
  await checklist.locator(`[data-step="${key}"][data-done="true"]`).waitFor();
}

for (const width of [375, 1280]) {
  test(
    `${width}px, AU: accepting shows the subsidy steps; after the centre lodges, the CRN step is ticked in the portal`,
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const offerId = await reopenDemoOffer('wattleTree');
      await rig.journey(
        width,
        'wattle-tree-subsidy',
        async (page) => {
          await page.open(rig.server.url, `/offer/${demoOfferCode('wattleTree', 'new-no-fee')}`);
          await page.waitForTestId('offer-page');
          await page.acceptTerms();
          await page.press('offer-accept');
          assert.match((await page.outcome()).kind, /^(accepted|completed)$/);
          const checklist = page.testId('offer-subsidy-checklist');
          await checklist.waitFor();
          assert.equal((await checklist.getByRole('heading').innerText()).trim(), 'Getting the Child Care Subsidy');
          assert.deepEqual(await stepState(checklist, 'LINK_CRN_CONFIRM_ENROLMENT'), {
            checked: false,
            disabled: true,
            help: 'Waiting for the centre to lodge your enrolment',
            label: "Link your child's CRN and confirm the enrolment in your Centrelink online account",
          });
          assert.equal((await stepState(checklist, 'CHECK_CCS_PERCENTAGE')).disabled, false);
          // Each box is named by its step, for a screen reader as for the eye.
          await checklist
            .getByRole('checkbox', { name: 'Check your CCS percentage in your Centrelink online account' })
            .waitFor();
          await page.checkpoint('subsidy-acknowledgement');

          await tick(checklist, 'CHECK_CCS_PERCENTAGE');
          assert.equal((await stepState(checklist, 'CHECK_CCS_PERCENTAGE')).checked, true);
          await page.checkpoint('subsidy-ticked');

          // The centre lodges the child's enrolment with Centrelink.
          const subsidies = new SubsidyRepository(rig.server.db);
          const stored = (await subsidies.ofOffer(offerId))!;
          assert.notEqual(stored.steps.find((s) => s.step_key === 'check-ccs-percentage')?.done_at, null);
          const staff = await rig.server.db
            .selectFrom('staff_role')
            .select('person_id')
            .where('business_id', '=', WATTLE_TREE.id)
            .executeTakeFirstOrThrow();
          await subsidies.markLodged(stored.id, staff.person_id, new Date());
        },
        offerPage,
      );

      await rig.journey(
        width,
        'wattle-tree-subsidy-portal',
        async (page) => {
          await page.open(rig.server.url, `/parent-portal?businessId=${WATTLE_TREE.id}`);
          const sent = inbox.received.filter((m) => m.to.includes(LINH)).length;
          await page.requestCode(LINH);
          await page.enterCode(codeIn((await inbox.waitFor(LINH, sent + 1)).raw));
          await page.waitForDashboard();
          const card = page.root.locator(
            `[data-testid="application-card"][data-application-id="${demoUuid('application:wattleTree/offer-new-no-fee')}"]`,
          );
          const checklist = card.locator('[data-testid="portal-subsidy-checklist"]');
          await checklist.waitFor();
          await checklist.locator('[data-testid="subsidy-lodged"]').waitFor();
          const crn = await stepState(checklist, 'LINK_CRN_CONFIRM_ENROLMENT');
          assert.deepEqual([crn.checked, crn.disabled, crn.help], [false, false, '']);
          assert.equal((await stepState(checklist, 'CHECK_CCS_PERCENTAGE')).checked, true, 'ticked on the offer page');
          await tick(checklist, 'LINK_CRN_CONFIRM_ENROLMENT');
          await checklist.scrollIntoViewIfNeeded();
          await page.checkpoint('subsidy-portal');
          const stored = (await new SubsidyRepository(rig.server.db).ofOffer(offerId))!;
          assert.notEqual(stored.steps.find((s) => s.step_key === 'link-crn-confirm-enrolment')?.done_at, null);
        },
        portal,
      );
    },
  );
}

test(
  '375px, US: an accepted offer’s acknowledgement shows nothing of the subsidy',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await reopenDemoOffer('mapleGrove');
    await rig.journey(
      375,
      'maple-grove-subsidy',
      async (page) => {
        await page.open(rig.server.url, `/offer/${demoOfferCode('mapleGrove', 'new-no-fee')}`);
        await page.waitForTestId('offer-page');
        await page.acceptTerms();
        await page.press('offer-accept');
        assert.equal((await page.outcome()).kind, 'accepted');
        await page.checkpoint('accepted');
        assert.equal(await page.testId('offer-subsidy-checklist').count(), 0);
        assert.doesNotMatch(await page.screenText(), /Subsidy|Centrelink|myGov/);
      },
      offerPage,
    );
  },
);
