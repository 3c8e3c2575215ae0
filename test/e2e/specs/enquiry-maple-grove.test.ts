// Maple Grove Early Learning (US, program-approval flow with program groups): Register, Children, Programs (group
// page, then the list and the program modal), Review, a confirmation, and the outcome; as a parent does it on a
// phone and on a desktop.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { EnquiryCentrePage, EnquiryLandingPage } from '../pages/enquiry-centre.page';
import { EnquiryProgramsPage } from '../pages/enquiry-programs.page';
import { EnquiryRegisterPage } from '../pages/enquiry-register.page';
import { ConfirmDialogPart, EnquiryOutcomePage, EnquiryReviewPage } from '../pages/enquiry-review.page';
import {
  JOURNEY_TIMEOUT,
  JourneyRig,
  MAPLE_GROVE,
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

const LINCOLN_PARK = MAPLE_GROVE.centres.lincolnPark;
const CHERRY_CREEK = MAPLE_GROVE.centres.cherryCreek;
const START = daysFromNow(21);

test(
  'desktop: two toddlers in the Toddler Room on different days go to the centre for approval',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(1280, 'maple-grove', async (enquiry) => {
      const parent = newFamily('dana', '(312) 555-0123');
      const leo = { firstName: 'Leo', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(24) };
      const ivy = { firstName: 'Ivy', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(30) };
      const centre = new EnquiryCentrePage(enquiry);
      const register = new EnquiryRegisterPage(enquiry);
      const programs = new EnquiryProgramsPage(enquiry);
      const review = new EnquiryReviewPage(enquiry);

      // The family follows the centre's enquiry link: the landing page names the centres, Start opens the selection.
      await enquiry.open(rig.server.url, enquiryPaths.landing(MAPLE_GROVE.linkCode));
      const landing = new EnquiryLandingPage(enquiry);
      assert.deepEqual((await landing.centres()).sort(), [
        'Maple Grove Capitol Hill',
        MAPLE_GROVE.centres.cherryCreek.name,
        LINCOLN_PARK.name,
      ]);
      await enquiry.checkpoint('landing');
      await landing.start();
      assert.equal(new URL(enquiry.page.url()).pathname, enquiryPaths.newEnquiry(MAPLE_GROVE.linkCode));
      // Each new screen puts the focus on its heading, so a screen reader says where the family now is.
      assert.equal(await enquiry.focusedHeading(), 'Select a school');
      assert.equal(await centre.variant(), 'V1');
      assert.deepEqual(await centre.listedCentres(), [MAPLE_GROVE.centres.cherryCreek.name, LINCOLN_PARK.name]);
      await centre.choose(LINCOLN_PARK.name);
      await enquiry.checkpoint('centre');
      await centre.continue();

      await enquiry.waitForStep('register');
      assert.equal(await enquiry.focusedHeading(), 'Your details');
      assert.deepEqual(await enquiry.stepNames(), ['Register', 'Children', 'Programs', 'Review']);
      await register.fillParent(parent, { subsidy: false });
      await enquiry.checkpoint('register');
      await enquiry.next();

      await enquiry.waitForStep('children');
      assert.equal(await enquiry.focusedHeading(), 'Your children');
      await register.fillChildren([leo, ivy]);
      await enquiry.checkpoint('children');
      await enquiry.next();

      await enquiry.waitForStep('programs', 0);
      assert.deepEqual(await programs.groupNames(), [MAPLE_GROVE.groups.schoolYear]);
      await programs.selectGroup(MAPLE_GROVE.groups.schoolYear);
      await enquiry.checkpoint('program-groups');
      await enquiry.next();

      await enquiry.waitForStep('programs', 1);
      assert.ok((await programs.programNames('Leo Testfamily')).includes('Toddler Room'));
      const modal = await programs.openProgram('Leo Testfamily', 'Toddler Room', {
        onNotice: () => enquiry.checkpoint('flexible-scheduling-notice', { viewport: true }),
      });
      assert.equal(await modal.title(), 'Toddler Room');
      await modal.tickChild('Ivy Testfamily');
      await modal.setDifferentSchedules(true);
      const leoSchedule = modal.schedule('Leo Testfamily');
      await leoSchedule.setStartDate(START);
      await leoSchedule.pickDays(['MONDAY', 'TUESDAY', 'WEDNESDAY']);
      const ivySchedule = modal.schedule('Ivy Testfamily');
      await ivySchedule.setStartDate(START);
      await ivySchedule.pickDays(['THURSDAY', 'FRIDAY']);
      await enquiry.checkpoint('program-modal', { viewport: true });
      await modal.save();

      assert.equal((await programs.cardSchedules('Leo Testfamily', 'Toddler Room')).length, 2);
      await programs.giveConsent();
      await enquiry.checkpoint('programs');
      await enquiry.next();

      await enquiry.waitForStep('review');
      await review.waitForFigures();
      assert.equal(await review.centreName(), LINCOLN_PARK.name);
      assert.deepEqual(await review.childNames(), ['Leo Testfamily', 'Ivy Testfamily']);
      const [leoProgram] = await review.programsOf('Leo Testfamily');
      const [ivyProgram] = await review.programsOf('Ivy Testfamily');
      assert.equal(leoProgram?.name, 'Toddler Room');
      assert.match(leoProgram?.days ?? '', /Monday.*Tuesday.*Wednesday/s);
      assert.match(ivyProgram?.days ?? '', /Thursday.*Friday/s);
      await enquiry.checkpoint('review');
      assert.equal(await enquiry.submitLabel(), 'Submit');
      await enquiry.submitButton.click();

      const confirm = new ConfirmDialogPart(enquiry);
      await confirm.waitForOpen();
      await enquiry.checkpoint('confirm', { viewport: true });
      await confirm.submit();

      const outcome = await new EnquiryOutcomePage(enquiry).read();
      assert.equal(outcome.state, 'ApprovalPending');
      assert.equal(outcome.title, 'Approval Pending');
      assert.equal(outcome.body, `Your request is waiting for approval from ${LINCOLN_PARK.name}.`);
      await enquiry.checkpoint('outcome');

      const [stored, ...more] = await storedEnquiries(rig.server.db, MAPLE_GROVE.id, parent.email);
      assert.ok(stored);
      assert.equal(more.length, 0);
      assert.equal(stored.application.state, 'APPROVAL_PENDING');
      assert.equal(stored.application.center_id, LINCOLN_PARK.id);
      assert.equal(stored.application.created_by, null);
      assert.equal(stored.application.family_receives_subsidy, false);
      assert.equal(stored.application.cwa_consent, true);
      const toddlerRoom = demoProgramId('mapleGrove', 'toddler-room');
      const leoDays = schedulesOf(stored, 'Leo')[0];
      const ivyDays = schedulesOf(stored, 'Ivy')[0];
      assert.equal(leoDays?.program_id, toddlerRoom);
      assert.deepEqual(
        leoDays?.days.map((d) => d.dayOfWeek),
        ['MONDAY', 'TUESDAY', 'WEDNESDAY'],
      );
      assert.equal(ivyDays?.program_id, toddlerRoom);
      assert.deepEqual(
        ivyDays?.days.map((d) => d.dayOfWeek),
        ['THURSDAY', 'FRIDAY'],
      );
    });
  },
);

test(
  'phone: a bad email is caught and fixed, and a child over the full Pre-K goes on the waiting list',
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(375, 'maple-grove', async (enquiry) => {
      const parent = newFamily('morgan', '312-555-0148');
      const zoe = { firstName: 'Zoe', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(48) };
      const centre = new EnquiryCentrePage(enquiry);
      const register = new EnquiryRegisterPage(enquiry);
      const programs = new EnquiryProgramsPage(enquiry);
      const review = new EnquiryReviewPage(enquiry);

      await enquiry.open(rig.server.url, enquiryPaths.newEnquiry(MAPLE_GROVE.linkCode));
      await centre.choose(LINCOLN_PARK.name);
      await enquiry.checkpoint('centre');
      await centre.continue();

      await enquiry.waitForStep('register');
      assert.equal(await enquiry.isMobileLayout(), true);
      assert.equal(await enquiry.stepCounter(), '1 / 4');
      await register.fillParent({ ...parent, email: 'morgan.example.com' }, { subsidy: true });
      await enquiry.next();
      await enquiry.expectFieldError('The email address is invalid');
      assert.deepEqual(await enquiry.fieldErrors(), ['The email address is invalid']);
      await enquiry.checkpoint('register-email-error');
      await register.type('email', parent.email);
      await enquiry.expectNoFieldErrors();
      await enquiry.next();

      await enquiry.waitForStep('children');
      assert.equal(await enquiry.stepCounter(), '2 / 4');
      // Next with the child half typed: the missing date of birth is named, then given.
      await register.fillChild(0, { ...zoe, dateOfBirth: '' });
      await enquiry.next();
      await enquiry.expectFieldError('Required');
      // A date of birth twenty years back (a slip of the year) is said at the field, not two steps later.
      await register.fillChild(0, { ...zoe, dateOfBirth: bornMonthsAgo(240) });
      const outside = enquiry.testId('child-0-outside-programs');
      await outside.waitFor();
      assert.equal(
        await outside.innerText(),
        `${LINCOLN_PARK.name} has no program for a child of this age. Please check the date of birth.`,
      );
      await enquiry.checkpoint('children-outside-programs');
      await register.fillChild(0, zoe);
      await outside.waitFor({ state: 'detached' });
      await enquiry.expectNoFieldErrors();
      await enquiry.checkpoint('children');
      await enquiry.next();

      await enquiry.waitForStep('programs', 0);
      await programs.selectGroup(MAPLE_GROVE.groups.schoolYear);
      await enquiry.checkpoint('program-groups');
      await enquiry.next();

      await enquiry.waitForStep('programs', 1);
      assert.deepEqual(await programs.programNames('Zoe Testfamily'), ['Pre-K']);
      assert.equal(await programs.availabilityBadge('Zoe Testfamily', 'Pre-K'), 'WaitlistOnly');
      await enquiry.checkpoint('programs-waitlist-only');
      const modal = await programs.openProgram('Zoe Testfamily', 'Pre-K');
      const schedule = modal.schedule('Zoe Testfamily');
      await schedule.setStartDate(START);
      await schedule.pickDays(['MONDAY', 'WEDNESDAY']);
      // Pre-K asks for 3 to 5 days: the modal says so before it saves anything.
      await modal.dialog.locator('[data-testid="program-modal-save"]').click();
      await enquiry.expectFieldError('Please select between 3 and 5 days.');
      await enquiry.checkpoint('program-modal-days-error', { viewport: true });
      await schedule.pickDays(['FRIDAY']);
      await modal.save();
      await programs.giveConsent();
      await enquiry.checkpoint('programs');
      await enquiry.next();

      await enquiry.waitForStep('review');
      await review.waitForFigures();
      const [preK] = await review.programsOf('Zoe Testfamily');
      assert.equal(preK?.name, 'Pre-K');
      assert.equal(preK?.waitlist, true);
      await enquiry.checkpoint('review');
      await enquiry.submitButton.click();
      const confirm = new ConfirmDialogPart(enquiry);
      await confirm.waitForOpen();
      await enquiry.checkpoint('confirm', { viewport: true });
      await confirm.submit();

      const outcome = await new EnquiryOutcomePage(enquiry).read();
      assert.equal(outcome.state, 'OnWaitlist');
      assert.equal(outcome.title, 'You are on the Waiting List');
      assert.equal(outcome.body, `${LINCOLN_PARK.name} will contact you when a place becomes available.`);
      await enquiry.checkpoint('outcome');

      const stored = await storedEnquiries(rig.server.db, MAPLE_GROVE.id, parent.email);
      assert.equal(stored.length, 1);
      assert.equal(stored[0]?.application.state, 'ON_WAITLIST');
      assert.equal(stored[0]?.application.family_receives_subsidy, true);
      const [zoeSchedule] = schedulesOf(stored[0]!, 'Zoe');
      assert.equal(zoeSchedule?.program_id, demoProgramId('mapleGrove', 'pre-k'));
      assert.equal(zoeSchedule?.state, 'APPROVAL_WAITLIST_PENDING');
      assert.equal(zoeSchedule?.start_date, START);
      assert.deepEqual(
        zoeSchedule?.days.map((d) => d.dayOfWeek),
        ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
      );
    });
  },
);

test(
  "desktop: at Cherry Creek a four-year-old's only program is outside the groups, and no casual care is offered",
  { timeout: JOURNEY_TIMEOUT },
  async () => {
    await rig.journey(1280, 'maple-grove-cherry-creek', async (enquiry) => {
      const parent = newFamily('rae', '(312) 555-0131');
      const kai = { firstName: 'Kai', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(24) };
      const mia = { firstName: 'Mia', lastName: parent.lastName, dateOfBirth: bornMonthsAgo(44) };
      const centre = new EnquiryCentrePage(enquiry);
      const register = new EnquiryRegisterPage(enquiry);
      const programs = new EnquiryProgramsPage(enquiry);
      const review = new EnquiryReviewPage(enquiry);

      await enquiry.open(rig.server.url, enquiryPaths.newEnquiry(MAPLE_GROVE.linkCode));
      await centre.choose(CHERRY_CREEK.name);
      await centre.continue();
      await enquiry.waitForStep('register');
      await register.fillParent(parent, { subsidy: false });
      await enquiry.next();
      await enquiry.waitForStep('children');
      await register.fillChildren([kai, mia]);
      await enquiry.next();

      // Drop-in Play Mornings is in no program group: it has a card of its own, or Mia would have nothing.
      await enquiry.waitForStep('programs', 0);
      assert.deepEqual(await programs.groupNames(), [MAPLE_GROVE.groups.schoolYear, 'Other programs']);
      await programs.selectGroup(MAPLE_GROVE.groups.schoolYear);
      await programs.selectGroup('Other programs');
      await enquiry.checkpoint('program-groups');
      await enquiry.next();

      await enquiry.waitForStep('programs', 1);
      assert.deepEqual(await programs.programNames('Mia Testfamily'), ['Drop-in Play Mornings']);
      // Cherry Creek takes no casual bookings, whatever the Toddler Room's own row says: no casual switch.
      const toddlers = await programs.openProgram('Kai Testfamily', 'Toddler Room');
      const kaiSchedule = toddlers.schedule('Kai Testfamily');
      await kaiSchedule.selector.waitFor();
      assert.equal(await kaiSchedule.casualSwitch.count(), 0);
      await kaiSchedule.setStartDate(START);
      await kaiSchedule.pickDays(['MONDAY', 'WEDNESDAY']);
      await enquiry.checkpoint('toddler-room-no-casual', { viewport: true });
      await toddlers.save();
      const dropIn = await programs.openProgram('Mia Testfamily', 'Drop-in Play Mornings');
      const miaSchedule = dropIn.schedule('Mia Testfamily');
      await miaSchedule.setStartDate(START);
      assert.equal(await miaSchedule.isCasual(), true);
      await dropIn.save();
      await programs.giveConsent();
      await enquiry.next();

      await enquiry.waitForStep('review');
      await review.waitForFigures();
      await enquiry.submitButton.click();
      const confirm = new ConfirmDialogPart(enquiry);
      await confirm.waitForOpen();
      await confirm.submit();
      const outcome = await new EnquiryOutcomePage(enquiry).read();
      assert.equal(outcome.state, 'ApprovalPending');

      const [stored] = await storedEnquiries(rig.server.db, MAPLE_GROVE.id, parent.email);
      assert.equal(schedulesOf(stored!, 'Kai')[0]?.cycle_type, 'Weekly');
      assert.equal(schedulesOf(stored!, 'Mia')[0]?.program_id, demoProgramId('mapleGrove', 'drop-in-play'));
      assert.equal(schedulesOf(stored!, 'Mia')[0]?.cycle_type, 'Casual');
    });
  },
);
