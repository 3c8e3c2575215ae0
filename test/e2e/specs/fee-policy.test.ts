// Fees by jurisdiction, as a family meets them on the hosted page against the real server: Northern Lights The Annex
// (Toronto) is in Ontario, where fees to apply or wait for a place are forbidden, and Kitsilano (Vancouver) is not.
// At The Annex the program cards and the program's details show no application fee, the offer says no fees are due
// (even an offer whose data carries a $100.00 fee) and is accepted without any payment step; at Kitsilano the same
// Infant Program's offer asks for its $100.00 application fee. Phone and desktop widths, axe-clean at every checkpoint.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_CENTER_IDS } from '@cc/server';
import { demoOfferCode } from '../../../packages/server/src/demo/demo-applications';
import { demoFeePolicyOfferCode, type FeePolicyOfferSlug } from '../../../packages/server/src/demo/demo-fee-policy';
import { hashLinkCode } from '../../../packages/server/src/security/link-code';
import { EnquiryCentrePage } from '../pages/enquiry-centre.page';
import { EnquiryProgramsPage } from '../pages/enquiry-programs.page';
import { EnquiryRegisterPage } from '../pages/enquiry-register.page';
import type { EnquiryPage } from '../pages/enquiry.page';
import { OfferPage } from '../pages/offer.page';
import {
  JOURNEY_TIMEOUT,
  JourneyRig,
  bornMonthsAgo,
  daysFromNow,
  enquiryPaths,
  newFamily,
  newStaffId,
} from '../support/fixtures';

const rig = new JourneyRig();
before(() => rig.start(), { timeout: JOURNEY_TIMEOUT });
after(() => rig.stop());

const TORONTO = { id: DEMO_CENTER_IDS.northernLightsTheAnnex, name: 'Northern Lights The Annex' };
const VANCOUVER = { id: DEMO_CENTER_IDS.northernLightsKitsilano, name: 'Northern Lights Kitsilano' };
const offerPage = (page: ConstructorParameters<typeof OfferPage>[0], label: string) => new OfferPage(page, label);

/**
 * The offer a link code opens, as stored (a mailed offer's link, or the link of the enquiry that made it): its state
 * and how many charges were made for it.
 */
async function storedOffer(linkCode: string) {
  const hash = hashLinkCode(linkCode);
  const offer = await rig.server.db
    .selectFrom('application_offer as o')
    .innerJoin('application as a', 'a.id', 'o.application_id')
    .leftJoin('offer_link', 'offer_link.application_offer_id', 'o.id')
    .select(['o.id', 'o.state'])
    .where((eb) => eb.or([eb('offer_link.link_code_hash', '=', hash), eb('a.link_code_hash', '=', hash)]))
    .executeTakeFirstOrThrow();
  const charges = await rig.server.db
    .selectFrom('offer_charge')
    .select('status')
    .where('application_offer_id', '=', offer.id)
    .execute();
  return { state: offer.state, charges: charges.length };
}

/** The whole offer as a parent reads it: no application fee, no card or bank details, nothing to pay. */
async function readsWithoutFees(offer: OfferPage): Promise<void> {
  await offer.waitForTestId('offer-page');
  assert.equal((await offer.root.locator('.cc-offer__title').innerText()).trim(), `Your offer from ${TORONTO.name}`);
  assert.equal(await offer.text('offer-fees-none'), 'No fees are due now.');
  const page = await offer.text('offer-page');
  assert.doesNotMatch(page, /application fee/i);
  assert.doesNotMatch(page, /pay/i, 'no "Accept and Pay", no payment method to add');
  assert.equal(await offer.testId('offer-add-method').count(), 0);
  // The care itself still costs what it costs: the program's rate is shown.
  assert.match(page, /\$\d+\.\d{2}/);
}

/** Ticks the terms and accepts: the button says Accept and Continue, and the offer is accepted with no payment. */
async function acceptsWithoutPaying(offer: OfferPage): Promise<void> {
  await offer.acceptTerms();
  assert.equal(await offer.acceptDisabled(), false, 'nothing is due, so no payment method is asked for');
  assert.equal(await offer.text('offer-accept'), 'Accept and Continue');
  await offer.press('offer-accept');
  assert.deepEqual(await offer.outcome(), { kind: 'accepted', title: 'Offer accepted' });
  assert.equal(await offer.testId('offer-payment-received').count(), 0, 'no payment was taken');
  await offer.checkpoint('accepted');
}

const DEMO_OFFERS: Array<[number, FeePolicyOfferSlug]> = [
  [375, 'fees-off'],
  [1280, 'fees-off-2'],
];
for (const [width, slug] of DEMO_OFFERS) {
  test(
    `${width}px, Toronto: an offer whose data carries a $100.00 application fee shows none and is accepted without payment`,
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      const code = demoFeePolicyOfferCode('northernLights', slug);
      await rig.journey(
        width,
        'northern-lights-toronto-offer',
        async (offer) => {
          await offer.open(rig.server.url, `/offer/${code}`);
          await readsWithoutFees(offer);
          await offer.checkpoint('offer');
          await acceptsWithoutPaying(offer);
          assert.deepEqual(await storedOffer(code), { state: 'ACCEPTED', charges: 0 });
        },
        offerPage,
      );
    },
  );
}

for (const width of [375, 1280]) {
  test(
    `${width}px, Vancouver: the offer asks for its $100.00 application fee`,
    { timeout: JOURNEY_TIMEOUT },
    async () => {
      await rig.journey(
        width,
        'northern-lights-vancouver-offer',
        async (offer) => {
          await offer.open(rig.server.url, `/offer/${demoOfferCode('northernLights', 'new')}`);
          await offer.waitForTestId('offer-add-method');
          assert.equal(
            (await offer.root.locator('.cc-offer__title').innerText()).trim(),
            `Your offer from ${VANCOUVER.name}`,
          );
          assert.match(await offer.text('offer-fees'), /Application fee\s+\$100\.00/);
          assert.equal(await offer.text('offer-fees-total'), '$100.00');
          assert.equal(await offer.text('offer-accept'), 'Accept and Pay');
          await offer.acceptTerms();
          assert.equal(await offer.acceptDisabled(), true, 'the fee needs a payment method first');
          await offer.checkpoint('offer');
        },
        offerPage,
      );
    },
  );
}

/**
 * A family enquires at the centre for a baby in the Infant Program (a $100.00 application fee per child where fees
 * are allowed), reading the program's card and details, and goes on to the offer the enquiry makes.
 */
async function enquireForBaby(
  enquiry: EnquiryPage,
  centre: { id: string; name: string },
  phone: string,
): Promise<OfferPage> {
  const parent = newFamily('jordan', phone, 'Singh');
  const baby = { firstName: 'Asha', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(8) };
  const babyName = `${baby.firstName} ${baby.lastName}`;
  const register = new EnquiryRegisterPage(enquiry);
  const programs = new EnquiryProgramsPage(enquiry);
  await enquiry.open(rig.server.url, enquiryPaths.centreInitiated(centre.id, newStaffId()));
  await enquiry.waitForScreen('select');
  await new EnquiryCentrePage(enquiry).continue();
  await enquiry.waitForStep('register');
  await register.fillParent(parent, { subsidy: false });
  await enquiry.next();
  await enquiry.waitForStep('children');
  await register.fillChildren([baby]);
  await enquiry.next();
  await enquiry.waitForStep('programs', 0);
  assert.deepEqual(await programs.programNames(babyName), ['Infant Program']);
  assert.doesNotMatch(await programs.card(babyName, 'Infant Program').innerText(), /application fee|\$/i);
  const infant = await programs.openProgram(babyName, 'Infant Program');
  assert.doesNotMatch(await enquiry.testId('program-details').innerText(), /application fee|\$/i);
  const days = infant.schedule(babyName);
  await days.setStartDate(daysFromNow(21));
  await days.pickDays(['MONDAY', 'TUESDAY', 'WEDNESDAY']);
  await enquiry.checkpoint('program-modal', { viewport: true });
  await infant.save();
  await programs.giveConsent();
  await enquiry.checkpoint('programs');
  await enquiry.submitButton.click();
  await enquiry.page.waitForURL(/\/offer\/[A-Za-z0-9_-]{22}$/);
  const offer = new OfferPage(enquiry.page, enquiry.label);
  await offer.waitForTestId('offer-page');
  return offer;
}

test(
  '375px, Toronto: an enquiry for the Infant Program meets no application fee and its offer is accepted without payment',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(375, 'northern-lights-toronto-enquiry', async (enquiry) => {
      const offer = await enquireForBaby(enquiry, TORONTO, '416-555-0193');
      await readsWithoutFees(offer);
      await offer.checkpoint('offer');
      const linkCode = new URL(offer.page.url()).pathname.split('/').pop()!;
      await acceptsWithoutPaying(offer);
      offer.expectClean();
      assert.deepEqual(await storedOffer(linkCode), { state: 'ACCEPTED', charges: 0 });
    });
  },
);

test(
  '1280px, Vancouver: the same enquiry leads to an offer with the $100.00 application fee',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(1280, 'northern-lights-vancouver-enquiry', async (enquiry) => {
      const offer = await enquireForBaby(enquiry, VANCOUVER, '604-555-0194');
      await offer.waitForTestId('offer-add-method');
      assert.match(await offer.text('offer-fees'), /Application fee\s+\$100\.00/);
      assert.equal(await offer.text('offer-accept'), 'Accept and Pay');
      await offer.checkpoint('offer');
      offer.expectClean();
    });
  },
);
