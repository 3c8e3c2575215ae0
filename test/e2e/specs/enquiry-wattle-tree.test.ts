// Wattle Tree Early Learning Centres (AU, offer-enrolment flow, "School" combobox for the centre): Register with
// the children, a Schedule page per child, Review, a confirmation, and the outcome; on a phone and on a desktop.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Route } from 'playwright-core';
import { EnquiryCentrePage } from '../pages/enquiry-centre.page';
import { EnquiryRegisterPage } from '../pages/enquiry-register.page';
import { ConfirmDialogPart, EnquiryOutcomePage, EnquiryReviewPage } from '../pages/enquiry-review.page';
import { EnquiryChildSchedulePage } from '../pages/enquiry-schedule.page';
import {
  JOURNEY_TIMEOUT,
  JourneyRig,
  WATTLE_TREE,
  bornMonthsAgo,
  daysFromNow,
  demoProgramId,
  enquiryPaths,
  newFamily,
  schedulesOf,
  storedEnquiries,
} from '../support/fixtures';

const rig = new JourneyRig();
before(() => rig.start(), { timeout: JOURNEY_TIMEOUT });
after(() => rig.stop());

const FITZROY = WATTLE_TREE.centres.fitzroy;
const START = daysFromNow(21);

test(
  'phone: a toddler on set days and a school child on casual before-school care, with a reload on the way',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(375, 'wattle-tree', async (enquiry) => {
      // Typed as Australians write it: numbers without a +code are read as Australian.
      const parent = newFamily('priya', '0412 345 679', 'Sharma');
      const ari = { firstName: 'Ari', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(24) };
      const maya = { firstName: 'Maya', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(84) };
      const centre = new EnquiryCentrePage(enquiry);
      const register = new EnquiryRegisterPage(enquiry);
      const schedules = new EnquiryChildSchedulePage(enquiry);
      const review = new EnquiryReviewPage(enquiry);

      await enquiry.open(rig.server.url, enquiryPaths.newEnquiry(WATTLE_TREE.linkCode));
      await enquiry.waitForScreen('select');
      assert.equal(await centre.variant(), 'V2');
      await centre.choose(FITZROY.name);
      await enquiry.checkpoint('centre');
      await centre.continue();

      await enquiry.waitForStep('register');
      assert.equal(await enquiry.stepCounter(), '1 / 3');
      // The hint's example is nobody's number (ACMA's range for fiction), and a number cut short is named.
      assert.equal(
        await enquiry.testId('phone-hint').innerText(),
        'For example 0491 570 156. From overseas, start with your country code (+1 ...).',
      );
      await register.fillParent({ ...parent, phone: '0412 345' }, { subsidy: true });
      await register.fillChildren([ari, maya]);
      // Typed day first, as Australians write dates, in a browser that speaks American English.
      const [year, month, day] = ari.dateOfBirth.split('-');
      assert.equal(await enquiry.testId('child-0-dob').inputValue(), `${day}-${month}-${year}`);
      assert.equal(
        await enquiry.root.locator('#cc-field-children-0-dateOfBirth-help').innerText(),
        'Type it as DD-MM-YYYY.',
      );
      await enquiry.next();
      await enquiry.expectFieldError('Please enter a valid phone number');
      await enquiry.checkpoint('register-phone-error');
      await register.type('phoneNumber-number', parent.phone);
      await enquiry.expectNoFieldErrors();
      await enquiry.checkpoint('register');
      await enquiry.next();

      await enquiry.waitForStep('schedule', 0);
      assert.equal(await schedules.heading(), 'Schedule for Ari Sharma');
      assert.equal(await schedules.pageOf(), 'Child 1 of 2');
      assert.deepEqual(await schedules.programNames(), ['Toddlers']);
      const toddlers = await schedules.choose('Toddlers');
      await toddlers.setStartDate(START);
      await toddlers.pickDays(['MONDAY', 'WEDNESDAY', 'FRIDAY']);
      await enquiry.checkpoint('schedule-ari');
      await enquiry.next();

      await enquiry.waitForStep('schedule', 1);
      assert.equal(await schedules.heading(), 'Schedule for Maya Sharma');
      const beforeSchool = await schedules.choose('Before School Care');
      // Casual only: the switch is on and cannot be turned off, and there are no days to pick.
      assert.equal(await beforeSchool.isCasual(), true);
      assert.equal(await beforeSchool.casualSwitch.getAttribute('disabled'), '');
      assert.equal(await beforeSchool.showsDays(), false);
      await beforeSchool.setStartDate(START);
      await enquiry.waitForDraft((draft) =>
        (draft.values.children[1]?.programSchedules ?? []).some(
          (schedule) => schedule.programName === 'Before School Care' && schedule.startDate === START,
        ),
      );

      // The family's phone locks; the page reloads. What was typed comes back, at the page they were on: the hosted
      // page's history remembers it.
      await enquiry.page.reload();
      await enquiry.waitForStep('schedule', 1);
      await enquiry.restoredNotice.waitFor();
      await enquiry.checkpoint('restored');
      const restored = schedules.card('Before School Care');
      assert.equal(await restored.getAttribute('data-chosen'), 'true');
      assert.equal(await (await schedules.choose('Before School Care')).startDateValue(), START);
      await enquiry.back();
      await enquiry.waitForStep('schedule', 0);
      assert.deepEqual(await (await schedules.choose('Toddlers')).selectedDays(), ['MONDAY', 'WEDNESDAY', 'FRIDAY']);
      // The browser's own Back and Forward move one page too, with nothing lost.
      await enquiry.page.goBack();
      await enquiry.waitForStep('register');
      assert.equal(await register.value('email'), parent.email);
      assert.equal(await register.value('phoneNumber-number'), parent.phone);
      assert.equal(await register.subsidyAnswer(), true);
      assert.deepEqual(await register.childValues(1), maya);
      await enquiry.page.goForward();
      await enquiry.waitForStep('schedule', 0);
      await enquiry.page.goForward();
      await enquiry.waitForStep('schedule', 1);
      await enquiry.back();
      await enquiry.waitForStep('schedule', 0);
      await enquiry.next();

      await enquiry.waitForStep('schedule', 1);
      const summary = await schedules.summaryText();
      assert.match(summary, /Toddlers/);
      assert.match(summary, /casual care/);
      await schedules.giveConsent();
      await enquiry.checkpoint('schedule-maya');
      await enquiry.next();

      await enquiry.waitForStep('review');
      await review.waitForFigures();
      assert.equal(await review.centreName(), FITZROY.name);
      const [ariProgram] = await review.programsOf('Ari Sharma');
      const [mayaProgram] = await review.programsOf('Maya Sharma');
      assert.equal(ariProgram?.name, 'Toddlers');
      assert.match(ariProgram?.days ?? '', /Monday.*Wednesday.*Friday/s);
      assert.equal(mayaProgram?.name, 'Before School Care');
      assert.equal(mayaProgram?.days, '');
      await enquiry.checkpoint('review');
      // The network drops as the family sends: the alert at the top of the long review page comes into view with
      // the focus, in the spec's words, never the browser's ("Failed to fetch").
      const dropSubmit = (route: Route) =>
        route.request().postData()?.includes('"SubmitApplication"')
          ? route.abort('internetdisconnected')
          : route.continue();
      await enquiry.page.route('**/graphql', dropSubmit);
      await enquiry.submitButton.click();
      const confirm = new ConfirmDialogPart(enquiry);
      await confirm.waitForOpen();
      await enquiry.checkpoint('confirm', { viewport: true });
      await confirm.submit();
      await enquiry.submitAlert.waitFor();
      const alertText = await enquiry.submitAlert.innerText();
      assert.match(alertText, /Unable to process the request/);
      assert.doesNotMatch(alertText, /Failed to fetch|status code/);
      assert.deepEqual(await enquiry.submitAlertInViewAndFocused(), { focused: true, inView: true });
      await enquiry.checkpoint('submit-failed', { viewport: true });
      await enquiry.page.unroute('**/graphql', dropSubmit);
      await enquiry.submitButton.click();
      await confirm.waitForOpen();
      await confirm.submit();

      const outcome = await new EnquiryOutcomePage(enquiry).read();
      assert.equal(outcome.state, 'ApplicantInitiated');
      assert.equal(outcome.title, 'Successful Submission');
      assert.equal(outcome.body, `Your request has been sent to ${FITZROY.name}. They will be in touch with you soon.`);
      await enquiry.checkpoint('outcome');

      const stored = await storedEnquiries(rig.server.db, WATTLE_TREE.id, parent.email);
      assert.equal(stored.length, 1);
      const [enquiryRow] = stored;
      assert.equal(enquiryRow?.application.state, 'APPLICANT_INITIATED');
      assert.equal(enquiryRow?.application.center_id, FITZROY.id);
      const [ariSchedule] = schedulesOf(enquiryRow!, 'Ari');
      const [maySchedule] = schedulesOf(enquiryRow!, 'Maya');
      assert.equal(ariSchedule?.program_id, demoProgramId('wattleTree', 'toddlers'));
      assert.equal(ariSchedule?.cycle_type, 'Weekly');
      assert.deepEqual(
        ariSchedule?.days.map((d) => d.dayOfWeek),
        ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
      );
      assert.equal(maySchedule?.program_id, demoProgramId('wattleTree', 'oshc-before'));
      assert.equal(maySchedule?.cycle_type, 'Casual');
      assert.deepEqual(maySchedule?.days, []);
      assert.equal(maySchedule?.start_date, START);
      // The draft is gone once the enquiry is in: a new visit starts afresh.
      assert.deepEqual(await enquiry.draftKeys(), []);
    });
  },
);

test(
  'desktop: a school child on after-school care; Next without a day names the rule, then goes on',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(1280, 'wattle-tree', async (enquiry) => {
      const parent = newFamily('tom', '+61 412 345 680', 'Nguyen');
      const leo = { firstName: 'Leo', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(80) };
      const centre = new EnquiryCentrePage(enquiry);
      const register = new EnquiryRegisterPage(enquiry);
      const schedules = new EnquiryChildSchedulePage(enquiry);
      const review = new EnquiryReviewPage(enquiry);

      await enquiry.open(rig.server.url, enquiryPaths.newEnquiry(WATTLE_TREE.linkCode));
      await centre.choose(FITZROY.name);
      await enquiry.checkpoint('centre');
      await centre.continue();

      await enquiry.waitForStep('register');
      assert.deepEqual(await enquiry.stepNames(), ['Register', 'Schedule', 'Review']);
      await register.fillParent(parent, { subsidy: false });
      await register.fillChild(0, leo);
      await enquiry.checkpoint('register');
      await enquiry.next();

      await enquiry.waitForStep('schedule', 0);
      const afterSchool = await schedules.choose('After School Care');
      await afterSchool.setStartDate(START);
      await schedules.giveConsent();
      await enquiry.next();
      await enquiry.expectFieldError('Please select minimum of 1 day from below');
      await enquiry.checkpoint('schedule-missing-day');
      await afterSchool.pickDays(['TUESDAY', 'THURSDAY']);
      await enquiry.expectNoFieldErrors();
      await enquiry.checkpoint('schedule');
      await enquiry.next();

      await enquiry.waitForStep('review');
      await review.waitForFigures();
      assert.match(await review.section.innerText(), /Selected centre/);
      const [program] = await review.programsOf('Leo Nguyen');
      assert.equal(program?.name, 'After School Care');
      assert.match(program?.days ?? '', /Tuesday.*Thursday/s);
      await enquiry.checkpoint('review');
      await enquiry.submitButton.click();
      const confirm = new ConfirmDialogPart(enquiry);
      await confirm.waitForOpen();
      await enquiry.checkpoint('confirm', { viewport: true });
      await confirm.submit();

      const outcome = await new EnquiryOutcomePage(enquiry).read();
      assert.equal(outcome.state, 'ApplicantInitiated');
      assert.equal(outcome.body, `Your request has been sent to ${FITZROY.name}. They will be in touch with you soon.`);
      await enquiry.checkpoint('outcome');

      const [stored, ...more] = await storedEnquiries(rig.server.db, WATTLE_TREE.id, parent.email);
      assert.equal(more.length, 0);
      const [schedule] = schedulesOf(stored!, 'Leo');
      assert.equal(schedule?.program_id, demoProgramId('wattleTree', 'oshc-after'));
      assert.deepEqual(
        schedule?.days.map((d) => d.dayOfWeek),
        ['TUESDAY', 'THURSDAY'],
      );
      assert.equal(stored?.application.family_receives_subsidy, false);
    });
  },
);
