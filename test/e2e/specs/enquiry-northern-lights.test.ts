// Northern Lights Child Care (CA, program form): Register, Children, Programs, and "confirm and continue" submits
// at once: no review step, no confirmation. A centre-initiated enquiry on a desktop, and a failed submission
// retried on a phone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Request, Route } from 'playwright-core';
import { EnquiryCentrePage } from '../pages/enquiry-centre.page';
import { EnquiryProgramsPage } from '../pages/enquiry-programs.page';
import { EnquiryRegisterPage } from '../pages/enquiry-register.page';
import type { EnquiryPage } from '../pages/enquiry.page';
import { OfferPage } from '../pages/offer.page';
import {
  JOURNEY_TIMEOUT,
  JourneyRig,
  NORTHERN_LIGHTS,
  bornMonthsAgo,
  daysFromNow,
  demoProgramId,
  enquiryPaths,
  newFamily,
  newStaffId,
  schedulesOf,
  storedEnquiries,
} from '../support/fixtures';

/**
 * The program form flow continues from the submitted enquiry to its offer (/offer/{linkCode}): the offer page shows
 * the centre's offer of the programs just chosen, in Canadian wording.
 */
async function continuesToOffer(enquiry: EnquiryPage): Promise<void> {
  await enquiry.page.waitForURL(/\/offer\/[A-Za-z0-9_-]{22}$/);
  const offer = new OfferPage(enquiry.page, enquiry.label);
  await offer.waitForTestId('offer-page');
  assert.match(await offer.text('offer-expiry'), /^Please answer by [A-Z][a-z]{2} \d{2}, \d{4}\.$/);
  assert.equal((await offer.root.locator('.cc-offer__title').innerText()).trim(), `Your offer from ${KITSILANO.name}`);
  await offer.checkpoint('offer');
  offer.expectClean();
}

const rig = new JourneyRig();
before(() => rig.start(), { timeout: JOURNEY_TIMEOUT });
after(() => rig.stop());

const KITSILANO = NORTHERN_LIGHTS.centres.kitsilano;
const START = daysFromNow(21);

interface SubmitCall {
  idempotencyKey: string;
}

function submitCall(request: Request): SubmitCall | undefined {
  if (request.method() !== 'POST') return undefined;
  const body = request.postDataJSON() as { operationName?: string; variables?: { input?: SubmitCall } } | null;
  return body?.operationName === 'SubmitApplication' && body.variables?.input ? body.variables.input : undefined;
}

test(
  'desktop: centre staff enter an enquiry for a family with a preschooler and a spring-break camper',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(1280, 'northern-lights', async (enquiry) => {
      const staffId = newStaffId();
      const parent = newFamily('claire', '604-555-0175', 'Tremblay');
      const noah = { firstName: 'Noah', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(40) };
      const lea = { firstName: 'Lea', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(96) };
      const centre = new EnquiryCentrePage(enquiry);
      const register = new EnquiryRegisterPage(enquiry);
      const programs = new EnquiryProgramsPage(enquiry);

      await enquiry.open(rig.server.url, enquiryPaths.centreInitiated(KITSILANO.id, staffId));
      await enquiry.waitForScreen('select');
      // The route names the centre: it is chosen already.
      assert.equal(await centre.chosenCentre(), KITSILANO.name);
      await enquiry.checkpoint('centre');
      await centre.continue();

      await enquiry.waitForStep('register');
      assert.deepEqual(await enquiry.stepNames(), ['Register', 'Children', 'Programs']);
      await register.fillParent(parent, { subsidy: false });
      await enquiry.checkpoint('register');
      await enquiry.next();

      await enquiry.waitForStep('children');
      await register.fillChildren([noah, lea]);
      await enquiry.checkpoint('children');
      await enquiry.next();

      // No program groups at this business: the list comes straight away.
      await enquiry.waitForStep('programs', 0);
      assert.equal(await enquiry.submitLabel(), 'confirm and continue');
      const preschool = await programs.openProgram('Noah Tremblay', 'Preschool');
      const noahDays = preschool.schedule('Noah Tremblay');
      await noahDays.setStartDate(START);
      await noahDays.pickDays(['MONDAY', 'TUESDAY']);
      await enquiry.checkpoint('program-modal', { viewport: true });
      await preschool.save();

      // A camp that starts in the future fixes the start date; it takes casual bookings only.
      const camp = await programs.openProgram('Lea Tremblay', 'Spring Break Camp 2028');
      const leaDays = camp.schedule('Lea Tremblay');
      assert.equal(await leaDays.startDateValue(), '2028-03-13');
      assert.equal(await leaDays.startDate.getAttribute('readonly'), '');
      assert.equal(await leaDays.showsDays(), false);
      await enquiry.checkpoint('program-modal-fixed-start', { viewport: true });
      await camp.save();

      await programs.giveConsent();
      await enquiry.checkpoint('programs');
      await enquiry.submitButton.click();

      // No confirmation dialog in this flow: the offer is made with the enquiry, and the family goes on to it.
      assert.equal(await enquiry.testId('confirm-dialog').count(), 0);
      await continuesToOffer(enquiry);

      const [stored, ...more] = await storedEnquiries(rig.server.db, NORTHERN_LIGHTS.id, parent.email);
      assert.equal(more.length, 0);
      assert.equal(stored?.application.created_by, staffId);
      assert.equal(stored?.application.center_id, KITSILANO.id);
      assert.equal(stored?.application.state, 'OFFERED');
      const [noahSchedule] = schedulesOf(stored!, 'Noah');
      const [leaSchedule] = schedulesOf(stored!, 'Lea');
      assert.equal(noahSchedule?.program_id, demoProgramId('northernLights', 'preschool'));
      assert.deepEqual(
        noahSchedule?.days.map((d) => d.dayOfWeek),
        ['MONDAY', 'TUESDAY'],
      );
      assert.equal(leaSchedule?.program_id, demoProgramId('northernLights', 'spring-break-camp'));
      assert.equal(leaSchedule?.cycle_type, 'Casual');
      assert.equal(leaSchedule?.start_date, '2028-03-13');
    });
  },
);

test(
  'phone: a submission whose answer is lost keeps what was typed, and the retry with the same key stores it once',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(375, 'northern-lights', async (enquiry) => {
      const parent = newFamily('sam', '416-555-0190', 'Okafor');
      const baby = { firstName: 'Ada', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(8) };
      const centre = new EnquiryCentrePage(enquiry);
      const register = new EnquiryRegisterPage(enquiry);
      const programs = new EnquiryProgramsPage(enquiry);

      // The first submission reaches the server and is stored, but its answer is lost: the family sees a 503 with a
      // GraphQL error body. The retry must get the stored result back, not store a second enquiry.
      const calls: SubmitCall[] = [];
      await enquiry.page.route('**/graphql', async (route: Route) => {
        const call = submitCall(route.request());
        if (!call) return route.continue();
        calls.push(call);
        if (calls.length > 1) return route.continue();
        await route.fetch();
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'The service is busy. Please try again.' }] }),
        });
      });

      await enquiry.open(rig.server.url, enquiryPaths.newEnquiry(NORTHERN_LIGHTS.linkCode));
      await centre.choose(KITSILANO.name);
      await enquiry.checkpoint('centre');
      await centre.continue();

      await enquiry.waitForStep('register');
      assert.equal(await enquiry.stepCounter(), '1 / 3');
      await register.fillParent({ ...parent, phoneType: 'Home' }, { subsidy: true });
      await enquiry.checkpoint('register');
      await enquiry.next();
      await enquiry.waitForStep('children');
      await register.fillChild(0, baby);
      await enquiry.checkpoint('children');
      await enquiry.next();

      await enquiry.waitForStep('programs', 0);
      assert.deepEqual(await programs.programNames('Ada Okafor'), ['Infant Program']);
      const infant = await programs.openProgram('Ada Okafor', 'Infant Program');
      const days = infant.schedule('Ada Okafor');
      await days.setStartDate(START);
      await days.pickDays(['MONDAY', 'WEDNESDAY', 'FRIDAY']);
      await infant.save();
      await programs.giveConsent();
      await enquiry.checkpoint('programs');
      await enquiry.submitButton.click();

      await enquiry.submitAlert.waitFor();
      assert.match(await enquiry.submitAlert.innerText(), /Your inquiry could not be sent\./);
      assert.match(await enquiry.submitAlert.innerText(), /The service is busy\. Please try again\./);
      await enquiry.checkpoint('submit-failed');
      // Nothing typed is lost: the schedule, the consent and (a step back) the parent's details are all there.
      assert.equal((await programs.cardSchedules('Ada Okafor', 'Infant Program')).length, 1);
      assert.notEqual(await programs.consent.getAttribute('checked'), null);
      await enquiry.back();
      await enquiry.back();
      await enquiry.waitForStep('register');
      assert.equal(await register.value('email'), parent.email);
      assert.equal(await register.phoneType(), 'Home');
      await enquiry.next();
      await enquiry.next();
      await enquiry.waitForStep('programs', 0);
      await enquiry.submitButton.click();

      await continuesToOffer(enquiry);

      assert.equal(calls.length, 2);
      assert.equal(calls[1]?.idempotencyKey, calls[0]?.idempotencyKey);
      const stored = await storedEnquiries(rig.server.db, NORTHERN_LIGHTS.id, parent.email);
      assert.equal(stored.length, 1);
      assert.equal(stored[0]?.application.idempotency_key, calls[0]?.idempotencyKey);
      assert.equal(schedulesOf(stored[0]!, 'Ada')[0]?.program_id, demoProgramId('northernLights', 'infant'));
    });
  },
);
