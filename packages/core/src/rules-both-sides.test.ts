// Rules tested from the side a mutation test found untested: each test below fails when the rule it names is
// changed the small way StrykerJS changed it (`npm run test:mutation`), and passes with the rule as the spec says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cycleSubtotal, periodDays, weeklySubtotal } from './cost/cost';
import { money } from './money/money';
import { isValidEmail } from './email/email';
import { toPersonMatchResult } from './person-match/person-match';
import { formatPhone, isPhoneType, isValidPhone, phoneErrors } from './phone/phone';
import { acceptBlockers, canAcceptOffer } from './offer-status/accept';
import { hasWithdrawnOffers, isActionableOffer, isWaitlistedOffer } from './offer-status/actionable';
import { isOfferExpired } from './offer-status/expiry';
import { applicationOutcome } from './offer-status/outcome';
import {
  isApplicationChildStatus,
  isApplicationState,
  isRegistrationSubmissionState,
  isScheduleOfferState,
} from './offer-status/states';
import { dayPickerOptions, isDayDisabled, sortDays, toggleDay } from './schedule/day-picker';
import {
  isProgramStartingInFuture,
  isStartDateDisabled,
  startDateRule,
  validateStartDate,
} from './schedule/start-date';
import {
  sameDays,
  savedSchedule,
  scheduleAction,
  scheduleSelectionReducer,
  UNSELECTED,
} from './schedule/selection-state';
import { shareFirstSchedule } from './schedule/shared-schedule';
import type { ScheduleDraft } from './schedule/schedule-types';

const aud = (cents: number) => money(cents, 'AUD');

test('cost: casual care costs nothing a week even with a weekly fee; a biweekly week 2 of its own counts', () => {
  const casualWeekly = {
    feeAmount: aud(50000),
    feeType: 'Weekly' as const,
    cycleType: 'Casual' as const,
    numberOfDays: 0,
  };
  assert.equal(weeklySubtotal(casualWeekly).cents, 0);
  const biweekly = {
    feeAmount: aud(10000),
    feeType: 'Daily' as const,
    cycleType: 'Biweekly' as const,
    numberOfDays: 3,
    week2Days: 1,
  };
  assert.deepEqual(periodDays(biweekly, 'biweekly'), [3, 1]);
  assert.equal(cycleSubtotal(biweekly).cents, 40000);
  // A weekly schedule in a biweekly estimate attends its days in both weeks, whatever a week 2 count says.
  assert.deepEqual(periodDays({ ...biweekly, cycleType: 'Weekly' }, 'biweekly'), [3, 3]);
  assert.equal(cycleSubtotal({ ...biweekly, cycleType: 'Weekly' }).cents, 30000);
});

test('email: spaces around an address are not part of it; an address with no domain is refused', () => {
  assert.equal(isValidEmail('  dana@example.com  '), true);
  assert.equal(isValidEmail('dana@'), false);
  // Every label within 63 characters, the whole domain over 255.
  const longDomain = Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.');
  assert.equal(isValidEmail(`dana@${longDomain}`), false);
  assert.equal(isValidEmail(`dana@${longDomain.slice(0, 255)}`), true);
});

test('person match: a padded or lower-case answer is read as what it says', () => {
  assert.equal(toPersonMatchResult('  exact '), 'EXACT');
  assert.equal(toPersonMatchResult(' Exactwithlogin'), 'EXACTWITHLOGIN');
  assert.equal(toPersonMatchResult(42), 'NONE');
});

test('phone: a missing or blank number is phone-invalid, never a crash; padded numbers read as typed', () => {
  assert.deepEqual(phoneErrors(undefined, 'phone'), [
    { path: 'phone.number', key: 'phone-invalid' },
    { path: 'phone.type', key: 'phone-type-required' },
  ]);
  assert.deepEqual(phoneErrors(null), [
    { path: 'number', key: 'phone-invalid' },
    { path: 'type', key: 'phone-type-required' },
  ]);
  assert.equal(isValidPhone('   '), false);
  assert.equal(isValidPhone(undefined), false);
  assert.equal(isValidPhone(' 0412 345 678 ', 'AU'), true);
  assert.equal(formatPhone('  +61412345678 ', 'AU'), '0412 345 678');
  assert.equal(formatPhone('   ', 'AU'), '');
  assert.equal(formatPhone(undefined, 'AU'), '');
  assert.equal(isPhoneType('Mobile'), true);
  assert.equal(isPhoneType('Pager'), false);
  assert.equal(isPhoneType(undefined), false);
});

test('accepting an offer: any one blocker stops it; a blank payment token is no token', () => {
  const ready = { termsAccepted: true, expired: false, accepting: false, paymentRequired: true, paymentToken: 'tok_1' };
  assert.equal(canAcceptOffer(ready), true);
  assert.equal(canAcceptOffer({ ...ready, termsAccepted: false }), false);
  assert.equal(canAcceptOffer({ ...ready, expired: true }), false);
  assert.deepEqual(acceptBlockers({ ...ready, paymentToken: '   ' }), ['payment-method-required']);
  assert.equal(canAcceptOffer({ ...ready, paymentToken: '  ' }), false);
});

test('actionable offers in the program flows: new, accepted and waitlist states link; others do not', () => {
  const now = new Date('2030-03-01T12:00:00Z');
  for (const flow of ['INQUIRE_PROGRAM_ENROLLMENT_APPROVE', 'INQUIRE_PROGRAM_FORM_PAY_APPROVE'] as const) {
    for (const state of ['NEW', 'ACCEPTED', 'ACCEPTED_WAITLIST', 'OFFERED_WAITLIST'] as const) {
      assert.equal(isActionableOffer({ state, expiryDate: null }, flow, 'UTC', now), true, `${flow} ${state}`);
    }
    assert.equal(isActionableOffer({ state: 'REJECTED', expiryDate: null }, flow, 'UTC', now), false);
  }
  assert.equal(
    isActionableOffer({ state: 'OFFERED_WAITLIST', expiryDate: null }, 'INQUIRE_OFFER_ENROLLMENT', 'UTC', now),
    false,
  );
});

test('waitlisted and withdrawn: every offer must be program-less to be waitlisted; one withdrawn offer flags', () => {
  const waiting = { state: 'OFFERED_WAITLIST' as const };
  const placed = { state: 'NEW' as const, program: { id: 'p1' } };
  assert.equal(isWaitlistedOffer([{ offers: [waiting] }]), true);
  assert.equal(isWaitlistedOffer([{ offers: [waiting, placed] }]), false);
  assert.equal(hasWithdrawnOffers([{ offers: [placed, { state: 'REJECTED' }] }]), true);
  assert.equal(hasWithdrawnOffers([{ offers: [placed] }]), false);
});

test('expiry: a malformed or missing expiry date never reads as expired', () => {
  const now = new Date('2030-03-01T12:00:00Z');
  assert.equal(isOfferExpired('2030-02-30', 'UTC', now), false);
  assert.equal(isOfferExpired('01-03-2029', 'UTC', now), false);
  assert.equal(isOfferExpired('', 'UTC', now), false);
  assert.equal(isOfferExpired(undefined, 'UTC', now), false);
  assert.equal(isOfferExpired('2030-02-28', 'UTC', now), true);
});

test('outcomes: each state has its own title and body; only approval pending has a waitlist body', () => {
  const of = (applicationState: 'ON_WAITLIST' | 'APPROVAL_PENDING', waitlisted = false) =>
    applicationOutcome({ applicationState, centreNames: ['A', 'B'], waitlisted });
  assert.deepEqual(of('ON_WAITLIST'), {
    titleKey: 'outcome-waitlist-title',
    bodyKey: 'outcome-waitlist-body',
    values: { centres: 'A, B' },
  });
  assert.equal(of('ON_WAITLIST', true)?.bodyKey, 'outcome-waitlist-body');
  assert.equal(of('APPROVAL_PENDING')?.titleKey, 'outcome-approval-pending-title');
  assert.equal(of('APPROVAL_PENDING')?.bodyKey, 'outcome-approval-pending-body');
  assert.equal(of('APPROVAL_PENDING', true)?.bodyKey, 'outcome-approval-pending-waitlist-body');
});

test('state guards accept their own states only, and nothing that is not a string', () => {
  assert.equal(isApplicationState('APPROVAL_PENDING'), true);
  assert.equal(isApplicationState('NEW_STATE'), false);
  assert.equal(isApplicationState(undefined), false);
  assert.equal(isScheduleOfferState('OFFERED_WAITLIST'), true);
  assert.equal(isScheduleOfferState('ON_WAITLIST'), false);
  assert.equal(isRegistrationSubmissionState('SUBMITTED'), true);
  assert.equal(isRegistrationSubmissionState(7), false);
  assert.equal(isApplicationChildStatus('WAITLISTED'), true);
  assert.equal(isApplicationChildStatus(''), false);
});

test('day picker: no maximum leaves every operating day open; week 2 is its own week, sorted after week 1', () => {
  const context = { operatingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const, maxDays: null };
  const chosen = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY'] as const;
  assert.equal(isDayDisabled('FRIDAY', chosen, context), false);
  assert.equal(isDayDisabled('FRIDAY', chosen, { ...context, maxDays: 4 }), true);
  assert.deepEqual(
    dayPickerOptions([], context).map((o) => o.disabled),
    [false, false, false, false, false],
  );
  const week1Monday = [{ dayOfWeek: 'MONDAY' as const, week: 'WEEK1' as const }];
  // A week-2 click adds week 2's Monday and leaves week 1's alone; a second click takes only it off again.
  const both = toggleDay(week1Monday, 'MONDAY', context, 'WEEK2');
  assert.deepEqual(both, [
    { dayOfWeek: 'MONDAY', week: 'WEEK1' },
    { dayOfWeek: 'MONDAY', week: 'WEEK2' },
  ]);
  assert.deepEqual(toggleDay(both, 'MONDAY', context, 'WEEK2'), week1Monday);
  assert.deepEqual(
    sortDays([
      { dayOfWeek: 'MONDAY', week: 'WEEK2' },
      { dayOfWeek: 'FRIDAY', week: 'WEEK1' },
      { dayOfWeek: 'TUESDAY', week: 'WEEK1' },
    ]),
    [
      { dayOfWeek: 'TUESDAY', week: 'WEEK1' },
      { dayOfWeek: 'FRIDAY', week: 'WEEK1' },
      { dayOfWeek: 'MONDAY', week: 'WEEK2' },
    ],
  );
});

test('start dates: only whole real dates; today is allowed, the day after the program ends is not', () => {
  for (const bad of ['x2030-03-01', '2030-03-01x', '2030-02-30', '2030-13-01', '2031-02-29']) {
    assert.deepEqual(validateStartDate(bad, {}, '2030-03-01'), [
      { path: 'startDate', key: 'schedule-start-date-invalid' },
    ]);
  }
  assert.equal(isProgramStartingInFuture({ startDate: null }, '2030-03-01'), false);
  assert.equal(isProgramStartingInFuture({ startDate: '2030-03-02' }, '2030-03-01'), true);
  // The fixed date is the one right answer for a program that starts later.
  assert.deepEqual(validateStartDate('2030-09-02', { startDate: '2030-09-02' }, '2030-03-01'), []);
  const running = { startDate: '2030-01-07', endDate: '2030-12-20' };
  assert.deepEqual(startDateRule(running, '2030-03-01'), { kind: 'range', min: '2030-03-01', max: '2030-12-20' });
  assert.deepEqual(startDateRule({ startDate: null }, '2030-03-01'), { kind: 'range', min: '2030-03-01' });
  // Starting today is not "in the future": the family picks a date.
  assert.deepEqual(startDateRule({ startDate: '2030-03-01' }, '2030-03-01'), { kind: 'range', min: '2030-03-01' });
  const rule = startDateRule(running, '2030-03-01');
  assert.equal(isStartDateDisabled('2030-03-01', rule), false);
  assert.equal(isStartDateDisabled('2030-02-28', rule), true);
  assert.equal(isStartDateDisabled('2030-12-20', rule), false);
  assert.equal(isStartDateDisabled('2030-12-21', rule), true);
  assert.deepEqual(validateStartDate('   ', running, '2030-03-01'), [{ path: 'startDate', key: 'required' }]);
  assert.deepEqual(validateStartDate('2030-03-02', running, '2030-03-01'), []);
  assert.deepEqual(validateStartDate('2030-12-20', running, '2030-03-01'), []);
});

test('a schedule in the program modal: select, edit, close and deselect each do what their button says', () => {
  const mon: ScheduleDraft = { cycleType: 'Weekly', days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }] };
  const tue: ScheduleDraft = { cycleType: 'Weekly', days: [{ dayOfWeek: 'TUESDAY', week: 'WEEK1' }] };
  assert.deepEqual(UNSELECTED, { status: 'unselected' });
  assert.equal(scheduleAction(UNSELECTED), 'select');
  assert.equal(savedSchedule(UNSELECTED), undefined);
  // Select before any edit changes nothing; close on a saved one keeps it.
  assert.equal(scheduleSelectionReducer(UNSELECTED, { type: 'select' }), UNSELECTED);
  const editing = scheduleSelectionReducer(UNSELECTED, { type: 'edit', draft: mon });
  assert.deepEqual(editing, { status: 'pending', draft: mon });
  assert.equal(scheduleAction(editing), 'select');
  assert.equal(savedSchedule(editing), undefined);
  const saved = scheduleSelectionReducer(editing, { type: 'select' });
  assert.deepEqual(saved, { status: 'finished', saved: mon });
  assert.equal(scheduleAction(saved), 'deselect');
  assert.deepEqual(savedSchedule(saved), mon);
  assert.equal(scheduleSelectionReducer(saved, { type: 'close' }), saved);
  // Editing a saved schedule keeps it as the snapshot: Update when the days differ, Deselect when they match again.
  const changed = scheduleSelectionReducer(saved, { type: 'edit', draft: tue });
  assert.deepEqual(changed, { status: 'pending', draft: tue, snapshot: mon });
  assert.equal(scheduleAction(changed), 'update');
  const changedAgain = scheduleSelectionReducer(changed, { type: 'edit', draft: mon });
  assert.deepEqual(changedAgain, { status: 'pending', draft: mon, snapshot: mon });
  assert.equal(scheduleAction(changedAgain), 'deselect');
  assert.deepEqual(scheduleSelectionReducer(changed, { type: 'close' }), { status: 'finished', saved: mon });
  assert.deepEqual(scheduleSelectionReducer(editing, { type: 'close' }), UNSELECTED);
  assert.deepEqual(scheduleSelectionReducer(saved, { type: 'deselect' }), UNSELECTED);
  assert.equal(sameDays(mon.days, tue.days), false);
  assert.equal(
    sameDays(
      [
        { dayOfWeek: 'MONDAY', week: 'WEEK1' },
        { dayOfWeek: 'MONDAY', week: 'WEEK2' },
      ],
      [
        { dayOfWeek: 'MONDAY', week: 'WEEK2' },
        { dayOfWeek: 'MONDAY', week: 'WEEK1' },
      ],
    ),
    true,
  );
});

test('sharing the first schedule: with no first child nothing changes, and the copy is a new object', () => {
  const mon: ScheduleDraft = { cycleType: 'Weekly', days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }] };
  const schedules = { ava: mon };
  const none = shareFirstSchedule(schedules, []);
  assert.deepEqual(none, schedules);
  assert.notEqual(none, schedules);
  assert.deepEqual(shareFirstSchedule(schedules, ['max', 'ava']), schedules);
  const shared = shareFirstSchedule(schedules, ['ava', 'max']);
  assert.deepEqual(shared.max, mon);
});
