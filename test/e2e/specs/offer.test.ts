// A family opens the offer a centre mailed and answers it, on the hosted page against the real server: accept a
// fee-free offer, meet the fee an offer asks for, return to the waitlist, decline, find an expired offer and Restart
// back to the enquiry link, meet a withdrawn offer, and print an offer (rendered to PDF by Chromium). Every demo
// business, at phone and desktop widths, axe-clean and in its region's words at every checkpoint; what the server
// stored is read back from the database.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_ENQUIRY_LINK_CODES } from '@cc/server';
import { demoOfferCode, type DemoOfferSlug } from '../../../packages/server/src/demo/demo-applications';
import { OfferPage } from '../pages/offer.page';
import { JOURNEY_TIMEOUT, JourneyRig } from '../support/fixtures';

const rig = new JourneyRig();
before(() => rig.start(), { timeout: JOURNEY_TIMEOUT });
after(() => rig.stop());

type Business = 'mapleGrove' | 'wattleTree' | 'northernLights';
const LABEL: Record<Business, string> = {
  mapleGrove: 'maple-grove',
  wattleTree: 'wattle-tree',
  northernLights: 'northern-lights',
};
const offerPage = (page: ConstructorParameters<typeof OfferPage>[0], label: string) => new OfferPage(page, label);
const offerPath = (business: Business, slug: DemoOfferSlug) => `/offer/${demoOfferCode(business, slug)}`;
const PDF = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

async function applicationState(
  business: Business,
  slug: DemoOfferSlug,
): Promise<{ offer: string; application: string }> {
  const { hashLinkCode } = await import('../../../packages/server/src/security/link-code');
  const row = await rig.server.db
    .selectFrom('offer_link')
    .innerJoin('application_offer as o', 'o.id', 'offer_link.application_offer_id')
    .innerJoin('application as a', 'a.id', 'o.application_id')
    .select(['o.state as offer', 'a.state as application'])
    .where('offer_link.link_code_hash', '=', hashLinkCode(demoOfferCode(business, slug)))
    .executeTakeFirstOrThrow();
  return row;
}

test(
  '375px, US: a fee-free offer is read and accepted; part 2 of 3 follows',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(
      375,
      'maple-grove-offer',
      async (page) => {
        await page.open(rig.server.url, offerPath('mapleGrove', 'new-no-fee'));
        await page.waitForTestId('offer-page');
        assert.match(await page.text('offer-expiry'), /^Please answer by [A-Z][a-z]{2} \d{2}, \d{4}\.$/);
        assert.equal(await page.text('offer-fees-none'), 'No fees are due now.');
        assert.equal(await page.acceptDisabled(), true, 'the terms come first');
        await page.checkpoint('offer');
        await page.acceptTerms();
        assert.equal(await page.acceptDisabled(), false);
        await page.press('offer-accept');
        assert.deepEqual(await page.outcome(), { kind: 'accepted', title: 'Offer accepted' });
        assert.equal(await page.text('offer-outcome-part'), 'Part 2 of 3: enrollment form');
        await page.checkpoint('accepted');
        assert.deepEqual(await applicationState('mapleGrove', 'new-no-fee'), {
          offer: 'ACCEPTED',
          application: 'APPLICANT_ACCEPTED_OFFER',
        });
      },
      offerPage,
    );
  },
);

test(
  '375px, CA: a declined card is said, another card pays the fee, and the offer is accepted',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(
      375,
      'northern-lights-offer-pay',
      async (page) => {
        await page.open(rig.server.url, offerPath('northernLights', 'new'));
        await page.waitForTestId('offer-add-method');
        await page.openMethodDialog();
        await page.checkpoint('card-dialog', { viewport: true });
        await page.addCard('4000 0000 0000 0002');
        assert.match(await page.text('offer-payment-method'), /^card ending in 0002/i);
        await page.acceptTerms();
        await page.press('offer-accept');
        await page.waitForTestId('offer-failure');
        assert.match(await page.text('offer-failure'), /Your card was declined\. Please use another card\./);
        await page.checkpoint('declined');
        await page.addCard('4242 4242 4242 4242');
        const clicked = Date.now();
        await page.press('offer-accept');
        await page.waitForTestId('offer-payment-received');
        // The time from the pay click to "We've got your payment", for the closing note.
        console.info(`pay click to "We've got your payment": ${Date.now() - clicked} ms`);
        assert.equal(await page.text('offer-payment-received'), "We've got your payment");
        assert.deepEqual(await page.outcome(), { kind: 'accepted', title: 'Offer accepted' });
        await page.checkpoint('paid');
        const { hashLinkCode } = await import('../../../packages/server/src/security/link-code');
        const charges = await rig.server.db
          .selectFrom('offer_charge')
          .innerJoin('offer_link', 'offer_link.application_offer_id', 'offer_charge.application_offer_id')
          .select(['offer_charge.status', 'offer_charge.last_four'])
          .where('offer_link.link_code_hash', '=', hashLinkCode(demoOfferCode('northernLights', 'new')))
          .orderBy('offer_charge.created_at')
          .execute();
        assert.deepEqual(
          charges.map((c) => [c.status, c.last_four]),
          [
            ['failed', '0002'],
            ['succeeded', '4242'],
          ],
        );
      },
      offerPage,
    );
  },
);

test(
  "375px, US: on a slow phone, Save on the provider's card page waits for the page to be ready, then saves the card",
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(
      375,
      'maple-grove-offer-slow-fields',
      async (page) => {
        // The provider's script arrives late: its page is on screen and can be typed into before it can take a card.
        await page.page.route('**/fields.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.continue();
        });
        await page.open(rig.server.url, offerPath('mapleGrove', 'new-bank'));
        await page.waitForTestId('offer-add-method');
        // Typed and saved straight away, as a quick parent does: Save is not live until the page is ready.
        await page.addCard('4242 4242 4242 4242');
        assert.match(await page.text('offer-payment-method'), /4242/);
      },
      offerPage,
    );
  },
);

test('1280px, US: a fee-bearing offer paid by card in one go', { timeout: JOURNEY_TIMEOUT }, async () => {
  await rig.journey(
    1280,
    'maple-grove-offer-pay',
    async (page) => {
      await page.open(rig.server.url, offerPath('mapleGrove', 'new'));
      await page.waitForTestId('offer-add-method');
      await page.addCard('4242424242424242');
      await page.checkpoint('card-added');
      await page.acceptTerms();
      await page.press('offer-accept');
      await page.waitForTestId('offer-payment-received');
      await page.checkpoint('paid');
      assert.deepEqual(await applicationState('mapleGrove', 'new'), {
        offer: 'ACCEPTED',
        application: 'APPLICANT_ACCEPTED_OFFER',
      });
    },
    offerPage,
  );
});

test(
  '1280px, AU: a fee-bearing offer asks for a payment method; Return to Waitlist keeps the child waiting',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(
      1280,
      'wattle-tree-offer',
      async (page) => {
        await page.open(rig.server.url, offerPath('wattleTree', 'new'));
        await page.waitForTestId('offer-page');
        assert.equal(
          await page.text('offer-payment-required'),
          'You must add a payment method before you can proceed.',
        );
        const fee = await page.text('offer-fees-total');
        assert.match(fee, /^\$\d+\.\d{2}$/);
        await page.acceptTerms();
        assert.equal(await page.acceptDisabled(), true, 'no payment token yet');
        await page.checkpoint('fee-due');
        // A promo code: an expired one is refused in the dialog, a good one takes 10% off the total.
        await page.press('offer-promo-open');
        await page.applyPromo('spring');
        await page.waitForTestId('offer-promo-failure');
        assert.equal(await page.text('offer-promo-failure'), 'This promo code has expired.');
        await page.checkpoint('promo-refused', { viewport: true });
        await page.applyPromo('WELCOME10');
        await page
          .testId('offer-promo-dialog')
          .locator('[open]')
          .waitFor({ state: 'detached' })
          .catch(() => {});
        await page.waitForTestId('offer-fees-discount');
        const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
        assert.equal(cents(await page.text('offer-fees-total')), cents(fee) - Math.floor(cents(fee) / 10));
        await page.checkpoint('promo-applied');
        await page.press('offer-decline-or-waitlist');
        await page.waitForTestId('offer-return-to-waitlist');
        await page.checkpoint('decline-or-waitlist', { viewport: true });
        await page.press('offer-return-to-waitlist');
        assert.deepEqual(await page.outcome(), { kind: 'waitlist', title: 'You are on the Waiting List' });
        await page.checkpoint('waitlist');
        assert.deepEqual(await applicationState('wattleTree', 'new'), {
          offer: 'ACCEPTED_WAITLIST',
          application: 'ON_WAITLIST',
        });
      },
      offerPage,
    );
  },
);

test('375px, CA: the family declines; the place and the waitlist place go', { timeout: JOURNEY_TIMEOUT }, async () => {
  await rig.journey(
    375,
    'northern-lights-offer',
    async (page) => {
      await page.open(rig.server.url, offerPath('northernLights', 'new-no-fee'));
      await page.waitForTestId('offer-page');
      await page.press('offer-decline-or-waitlist');
      await page.waitForTestId('offer-decline');
      await page.checkpoint('decline-dialog', { viewport: true });
      await page.press('offer-decline');
      assert.deepEqual(await page.outcome(), { kind: 'declined', title: 'Offer declined' });
      await page.checkpoint('declined');
      assert.deepEqual(await applicationState('northernLights', 'new-no-fee'), { offer: 'LOST', application: 'LOST' });
    },
    offerPage,
  );
});

test(
  '1280px, US: an expired offer says so, and Restart goes back to the enquiry link the family came by',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(
      1280,
      'maple-grove-offer-expired',
      async (page) => {
        // The family first came by the centre's enquiry link, which the landing page remembers.
        const enquiryCode = DEMO_ENQUIRY_LINK_CODES.mapleGrove;
        await page.open(rig.server.url, `/inquiry/${enquiryCode}`);
        await page.page.locator('cc-enquiry [data-testid="landing-screen"]').waitFor();
        await page.open(rig.server.url, offerPath('mapleGrove', 'expired'));
        assert.deepEqual(await page.outcome(), { kind: 'expired', title: 'Uh oh, your enrollment request expired' });
        assert.match(await page.text('offer-outcome-body'), /^expired on [A-Z][a-z]{2} \d{2}, \d{4}$/);
        await page.checkpoint('expired');
        assert.equal((await applicationState('mapleGrove', 'expired')).application, 'LOST');
        await page.press('offer-restart');
        await page.page.waitForURL(`**/inquiry/${enquiryCode}`);
      },
      offerPage,
    );
  },
);

test(
  '375px, AU: a withdrawn offer reads "This link is no longer available."',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(
      375,
      'wattle-tree-offer-withdrawn',
      async (page) => {
        await page.open(rig.server.url, offerPath('wattleTree', 'withdrawn'));
        assert.deepEqual(await page.outcome(), { kind: 'unavailable', title: 'This link is no longer available.' });
        await page.checkpoint('withdrawn');
        await page.open(rig.server.url, '/offer/AAAAAAAAAAAAAAAAAAAAAA');
        await page.waitForTestId('offer-unavailable');
        await page.checkpoint('unknown-link');
      },
      offerPage,
    );
  },
);

test(
  '1280px, AU: the print view renders to a PDF with the offer on its first page',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(
      1280,
      'wattle-tree-offer-print',
      async (page) => {
        await page.open(rig.server.url, `${offerPath('wattleTree', 'expiring-today')}/print`);
        await page.waitForTestId('offer-print-view');
        assert.equal(await page.root.locator('sl-button').count(), 0, 'nothing to press on paper');
        await page.checkpoint('print-view');
        await page.page.emulateMedia({ media: 'print' });
        await page.page.screenshot({ path: `${PDF}offer-wattle-tree-print-media.png`, fullPage: true });
        const pdf = await page.page.pdf({ format: 'A4', printBackground: false });
        writeFileSync(`${PDF}offer-wattle-tree-print.pdf`, pdf);
        assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
        assert.ok(pdf.length > 5_000, `a page with text, not a blank one (${pdf.length} B)`);
      },
      offerPage,
    );
  },
);

for (const business of Object.keys(LABEL) as Business[]) {
  test(`1280px, ${LABEL[business]}: a rejected offer cannot be answered`, { timeout: JOURNEY_TIMEOUT }, async () => {
    await rig.journey(
      1280,
      `${LABEL[business]}-offer-rejected`,
      async (page) => {
        await page.open(rig.server.url, offerPath(business, 'rejected'));
        assert.equal((await page.outcome()).kind, 'unavailable');
        await page.checkpoint('rejected');
      },
      offerPage,
    );
  });
}
