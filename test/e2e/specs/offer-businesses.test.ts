// Every demo business's families through every answer an offer takes, on the hosted page against the real server,
// alternating phone (375 px) and desktop (1280 px) widths: a fee-free accept; a declined card, a promo code where the
// business has them, and a card whose bank asks to confirm; a bank account (the provider's routing number, transit and
// institution number or BSB check, debit consent, a debit on its way until the sandbox's signed webhook clears it,
// on the server's clock); the payment session ending; Return to Waitlist; decline; an expired offer's Restart; and the
// print view rendered to PDF. Axe-clean and in the region's words at every checkpoint.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoOfferCode, type DemoOfferSlug } from '../../../packages/server/src/demo/demo-applications';
import { SANDBOX_DEBIT_SECONDS } from '../../../packages/server/src/payments/sandbox/sandbox-provider';
import { hashLinkCode } from '../../../packages/server/src/security/link-code';
import { OfferPage } from '../pages/offer.page';
import { JOURNEY_TIMEOUT, JourneyRig } from '../support/fixtures';

const rig = new JourneyRig();
before(() => rig.start(), { timeout: JOURNEY_TIMEOUT });
after(() => rig.stop());

type Business = 'mapleGrove' | 'northernLights' | 'wattleTree';
interface Place {
  label: string;
  region: 'US' | 'CA' | 'AU';
  promo: boolean;
  routingLabel: string;
  routing: { good: string; bad: string; badSays: string };
  account: string;
  enrolment: string;
}
const PLACES: Record<Business, Place> = {
  mapleGrove: {
    label: 'maple-grove',
    region: 'US',
    promo: true,
    routingLabel: 'Routing number',
    routing: { good: '011000015', bad: '011000016', badSays: 'The routing number is invalid.' },
    account: '000123456789',
    enrolment: 'enrollment',
  },
  northernLights: {
    label: 'northern-lights',
    region: 'CA',
    promo: false,
    routingLabel: 'Transit and institution number',
    routing: {
      good: '12345-003',
      bad: '1234-003',
      badSays: 'The transit and institution number must be 5 and 3 digits.',
    },
    account: '1234567',
    enrolment: 'enrollment',
  },
  wattleTree: {
    label: 'wattle-tree',
    region: 'AU',
    promo: true,
    routingLabel: 'BSB',
    routing: { good: '062-000', bad: '06-000', badSays: 'The BSB must be 6 digits.' },
    account: '000123456',
    enrolment: 'enrolment',
  },
};
const BUSINESSES = Object.keys(PLACES) as Business[];
const offerPage = (page: ConstructorParameters<typeof OfferPage>[0], label: string) => new OfferPage(page, label);
const path = (business: Business, slug: DemoOfferSlug) => `/offer/${demoOfferCode(business, slug)}`;
const PDF = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));
// A browser's print dialog keeps about a centimetre and a half of paper clear; the PDF is made as it would print.
const PRINT_MARGINS = { top: '15mm', right: '15mm', bottom: '15mm', left: '15mm' };

async function stored(business: Business, slug: DemoOfferSlug) {
  const offer = await rig.server.db
    .selectFrom('offer_link')
    .innerJoin('application_offer as o', 'o.id', 'offer_link.application_offer_id')
    .innerJoin('application as a', 'a.id', 'o.application_id')
    .select(['o.id', 'o.state', 'a.state as application'])
    .where('offer_link.link_code_hash', '=', hashLinkCode(demoOfferCode(business, slug)))
    .executeTakeFirstOrThrow();
  const charges = await rig.server.db
    .selectFrom('offer_charge')
    .select(['status', 'last_four', 'method_type'])
    .where('application_offer_id', '=', offer.id)
    .orderBy('created_at')
    .execute();
  return { state: offer.state, application: offer.application, charges };
}

BUSINESSES.forEach((business, b) => {
  const place = PLACES[business];
  // Each business meets the journeys at alternating widths, so every journey is seen on a phone and a desktop.
  const width = (journey: number) => ((journey + b) % 2 === 0 ? 375 : 1280);
  const run = (journey: number, name: string, body: (page: OfferPage) => Promise<void>) =>
    test(`${width(journey)}px, ${place.label}: ${name}`, { timeout: JOURNEY_TIMEOUT }, () =>
      rig.journey(width(journey), `${place.label}-offer-${journey}`, body, offerPage),
    );

  run(1, 'a fee-free offer is accepted; the acknowledgement continues to the form', async (page) => {
    await page.open(rig.server.url, path(business, 'new-no-fee'));
    await page.waitForTestId('offer-page');
    await page.acceptTerms();
    await page.press('offer-accept');
    assert.deepEqual(await page.outcome(), { kind: 'accepted', title: 'Offer accepted' });
    assert.equal(await page.text('offer-outcome-part'), `Part 2 of 3: ${place.enrolment} form`);
    assert.equal(await page.text('offer-continue-to-form'), 'Continue to form');
    await page.checkpoint('accepted');
    const navigated = page.page.waitForURL(`**${path(business, 'new-no-fee')}/enrolment-form`);
    await page.press('offer-continue-to-form');
    await navigated;
    assert.equal((await stored(business, 'new-no-fee')).state, 'ACCEPTED');
  });

  run(
    2,
    `a declined card, ${place.promo ? 'a promo code, ' : ''}then a card its bank confirms, pays the fee`,
    async (page) => {
      await page.open(rig.server.url, path(business, 'new'));
      await page.waitForTestId('offer-add-method');
      const before = await page.text('offer-fees-total');
      await page.addCard('4000 0000 0000 0002');
      await page.acceptTerms();
      await page.press('offer-accept');
      await page.waitForTestId('offer-failure');
      assert.match(await page.text('offer-failure'), /Your card was declined\. Please use another card\./);
      await page.checkpoint('declined');
      // "Enter Promo Code" shows only where the business's lead promo codes flag is on (not Northern Lights').
      assert.equal(await page.testId('offer-promo-open').count(), place.promo ? 1 : 0);
      if (place.promo) {
        await page.press('offer-promo-open');
        await page.applyPromo('WELCOME10');
        await page.waitForTestId('offer-fees-discount');
        assert.notEqual(await page.text('offer-fees-total'), before, 'the total changed');
        await page.checkpoint('promo-applied');
      }
      await page.addCard('4000 0025 0000 3155');
      await page.press('offer-accept');
      await page.waitForTestId('offer-confirm-payment');
      await page.checkpoint('confirm-with-bank');
      await page.confirmWithBank();
      await page.waitForTestId('offer-payment-received');
      assert.deepEqual(await page.outcome(), { kind: 'accepted', title: 'Offer accepted' });
      assert.match(await page.text('offer-receipt'), /card ending in 3155[\s\S]*sbx_ch_/i);
      await page.checkpoint('paid');
      const after = await stored(business, 'new');
      assert.equal(after.state, 'ACCEPTED');
      assert.deepEqual(
        after.charges.map((c) => [c.status, c.last_four]),
        [
          ['failed', '0002'],
          ['succeeded', '3155'],
        ],
      );
    },
  );

  run(3, 'pays by bank account: on its way, then accepted when the debit clears', async (page) => {
    await page.open(rig.server.url, path(business, 'new-bank'));
    await page.waitForTestId('offer-payment-type');
    await page.root.locator('input[value="bank-account"]').check();
    await page.openMethodDialog();
    await page.waitForTestId('offer-bank');
    // Without the debit consent nothing is verified.
    assert.match(
      await page.verifyBankAccount(place.routingLabel, place.routing.good, place.account, { consent: false }),
      /^You must agree to the (debit authori[sz]ation|direct debit request) to continue\.$/,
    );
    assert.equal(
      await page.verifyBankAccount(place.routingLabel, place.routing.bad, place.account),
      place.routing.badSays,
    );
    assert.match(
      await page.verifyBankAccount(place.routingLabel, place.routing.good, place.account),
      new RegExp(`^Account verified: ending in ${place.account.slice(-4)}$`),
    );
    await page.checkpoint('bank-verified', { viewport: true });
    await page.saveBankAccount();
    assert.match(
      await page.text('offer-payment-method'),
      new RegExp(`account ending in ${place.account.slice(-4)}`, 'i'),
    );
    assert.equal(await page.text('payment-method-auto-pay'), 'Auto-pay');
    await page.acceptTerms();
    await page.press('offer-accept');
    assert.deepEqual(await page.outcome(), { kind: 'payment-processing', title: 'Your bank payment is on its way' });
    await page.checkpoint('debit-on-its-way');
    // Days pass on the server's clock; the sandbox settles the debit and tells the server by its signed webhook.
    rig.server.clock.advance((SANDBOX_DEBIT_SECONDS + 1) * 1000);
    await rig.server.payments.settleDue();
    await page.page.reload();
    assert.deepEqual(await page.outcome(), { kind: 'accepted', title: 'Offer accepted' });
    const after = await stored(business, 'new-bank');
    assert.deepEqual(
      after.charges.map((c) => [c.status, c.method_type]),
      [['succeeded', 'CHECKING_ACCOUNT']],
    );
  });

  run(4, 'the payment session ends after ten minutes idle; Reload brings the page back', async (page) => {
    await page.open(rig.server.url, path(business, 'expiring-today'));
    await page.waitForTestId('offer-add-method');
    // Eleven idle minutes past the server's now (its clock has run, and moved, since the browser's started).
    const lead = rig.server.clock.now().getTime() - (await page.page.evaluate(() => Date.now()));
    await page.page.clock.fastForward(Math.max(lead, 0) + 11 * 60_000);
    await page.waitForTestId('offer-session-expired');
    await page.checkpoint('session-expired', { viewport: true });
    const reloaded = page.page.waitForEvent('load');
    await page.press('offer-session-reload');
    await reloaded;
    await page.waitForTestId('offer-page');
  });

  run(5, 'a waitlist place: Return to Waitlist keeps the child waiting', async (page) => {
    await page.open(rig.server.url, path(business, 'waitlist'));
    await page.waitForTestId('offer-page');
    await page.press('offer-decline-or-waitlist');
    await page.waitForTestId('offer-return-to-waitlist');
    await page.checkpoint('decline-or-waitlist', { viewport: true });
    await page.press('offer-return-to-waitlist');
    assert.deepEqual(await page.outcome(), { kind: 'waitlist', title: 'You are on the Waiting List' });
    await page.checkpoint('waitlist');
    assert.equal((await stored(business, 'waitlist')).state, 'ACCEPTED_WAITLIST');
  });

  run(6, 'declines the offer; the place goes', async (page) => {
    await page.open(rig.server.url, path(business, 'expiring-today'));
    await page.waitForTestId('offer-page');
    await page.press('offer-decline-or-waitlist');
    await page.press('offer-decline');
    assert.deepEqual(await page.outcome(), { kind: 'declined', title: 'Offer declined' });
    await page.checkpoint('declined');
    assert.deepEqual(
      [(await stored(business, 'expiring-today')).state, (await stored(business, 'expiring-today')).application],
      ['LOST', 'LOST'],
    );
  });

  run(7, 'an expired offer says so; Restart goes home without an enquiry link', async (page) => {
    await page.open(rig.server.url, path(business, 'expired'));
    assert.deepEqual(await page.outcome(), {
      kind: 'expired',
      title: `Uh oh, your ${place.enrolment} request expired`,
    });
    await page.checkpoint('expired');
    await page.press('offer-restart');
    await page.page.waitForURL(`${rig.server.url}/`);
  });

  run(8, 'the print view renders to a PDF', async (page) => {
    await page.open(rig.server.url, `${path(business, 'accepted')}/print`);
    await page.waitForTestId('offer-print-view');
    assert.equal(await page.root.locator('sl-button').count(), 0, 'nothing to press on paper');
    await page.checkpoint('print-view');
    await page.page.emulateMedia({ media: 'print' });
    const pdf = await page.page.pdf({ format: 'A4', printBackground: false, margin: PRINT_MARGINS });
    writeFileSync(`${PDF}offer-${place.label}-print.pdf`, pdf);
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    assert.ok(pages >= 1 && pages <= 2, `the offer fits one or two pages (${pages})`);
  });
});
