import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FLOW_TYPES } from '../domain/enums';
import {
  APPLICATION_STATES,
  DASHBOARD_SCHEDULE_STATES,
  OFFERED_WITHDRAWN,
  SCHEDULE_OFFER_STATES,
  REGISTRATION_SUBMISSION_STATES,
  APPLICATION_CHILD_STATUSES,
  acceptBlockers,
  applicationOutcome,
  API_APPLICATION_STATES,
  fromApiApplicationState,
  toApiApplicationState,
  type ApiApplicationState,
  canAcceptOffer,
  displayScheduleState,
  findActionableOffer,
  hasWithdrawnOffers,
  isActionableOffer,
  isOfferExpired,
  isWaitlistedOffer,
  statusLabelKey,
  statusTone,
} from './index';

const NY = 'America/New_York';

test('the state enumerations are those of document 2, section 4', () => {
  assert.equal(APPLICATION_STATES.length, 18);
  assert.ok(APPLICATION_STATES.includes('OFFERED_PENDING_ACCEPTANCE'));
  assert.equal(SCHEDULE_OFFER_STATES.length, 15);
  assert.ok(DASHBOARD_SCHEDULE_STATES.every((s) => SCHEDULE_OFFER_STATES.includes(s)));
  assert.equal(REGISTRATION_SUBMISSION_STATES.length, 11);
  assert.deepEqual(APPLICATION_CHILD_STATUSES.slice(0, 3), ['ACCEPTED', 'AWAITING_FORMS', 'CANCELLED']);
});

test('creating, errored, submitted and completed read "Completed"; lost and rejected "Withdrawn"', () => {
  for (const flow of FLOW_TYPES) {
    for (const state of ['CREATING', 'ERRORED', 'SUBMITTED', 'COMPLETED'] as const) {
      assert.equal(statusLabelKey(state, flow), 'status-completed');
    }
    assert.equal(statusLabelKey('LOST', flow), 'status-withdrawn');
    assert.equal(statusLabelKey('REJECTED', flow), 'status-withdrawn');
  }
});

test('NEW reads "Offered - Awaiting Response" in the offer-enrolment flow only', () => {
  assert.equal(statusLabelKey('NEW', 'INQUIRE_OFFER_ENROLLMENT'), 'status-offered-awaiting-response');
  assert.equal(statusLabelKey('NEW', 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE'), 'status-new');
  assert.equal(statusLabelKey('NEW', 'INQUIRE_PROGRAM_FORM_PAY_APPROVE'), 'status-new');
});

test('in the form-pay flow the application state overrides every schedule label', () => {
  const formPay = 'INQUIRE_PROGRAM_FORM_PAY_APPROVE';
  assert.equal(statusLabelKey('REJECTED', formPay, 'OFFERED'), 'status-new');
  assert.equal(statusLabelKey('ACCEPTED', formPay, 'OFFERED'), 'status-new');
  assert.equal(statusLabelKey('NEW', formPay, 'OFFERED_PENDING_ACCEPTANCE'), 'status-offered-waitlist');
  // The same application states change nothing in the other flows.
  assert.equal(statusLabelKey('REJECTED', 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE', 'OFFERED'), 'status-withdrawn');
  assert.equal(statusLabelKey('ACCEPTED', 'INQUIRE_OFFER_ENROLLMENT', 'OFFERED_PENDING_ACCEPTANCE'), 'status-accepted');
});

test('an expired NEW offer in the offer-enrolment flow shows as OFFERED_WITHDRAWN, "Offer Expired", in red', () => {
  const offer = { state: 'NEW' as const, expiryDate: '2025-03-04' };
  const after = new Date('2025-03-05T12:00:00Z');
  const state = displayScheduleState(offer, 'INQUIRE_OFFER_ENROLLMENT', NY, after);
  assert.equal(state, OFFERED_WITHDRAWN);
  assert.equal(statusLabelKey(state, 'INQUIRE_OFFER_ENROLLMENT'), 'status-offer-expired');
  assert.equal(statusTone(state), 'danger');
  assert.equal(statusTone('NEW'), 'neutral');
  // Not in the program flows, not for other states, not before expiry.
  assert.equal(displayScheduleState(offer, 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE', NY, after), 'NEW');
  assert.equal(
    displayScheduleState({ ...offer, state: 'ACCEPTED' }, 'INQUIRE_OFFER_ENROLLMENT', NY, after),
    'ACCEPTED',
  );
  assert.equal(displayScheduleState(offer, 'INQUIRE_OFFER_ENROLLMENT', NY, new Date('2025-03-04T23:00:00Z')), 'NEW');
});

test("expiry is judged by the centre's time zone, not UTC", () => {
  // 03:00 UTC on 5 March is still 4 March in New York but already 5 March in Sydney.
  const now = new Date('2025-03-05T03:00:00Z');
  assert.equal(isOfferExpired('2025-03-04', NY, now), false);
  assert.equal(isOfferExpired('2025-03-04', 'Australia/Sydney', now), true);
  assert.equal(isOfferExpired(null, NY, now), false);
  assert.equal(isOfferExpired('2025-03-04', 'Not/A_Zone', now), true);
});

test('expiry holds through the expiry day and ends at local midnight across a DST change', () => {
  // New York springs forward on 2024-03-10: local midnight that day is 05:00 UTC (EST).
  assert.equal(isOfferExpired('2024-03-09', NY, new Date('2024-03-10T04:59:59Z')), false);
  assert.equal(isOfferExpired('2024-03-09', NY, new Date('2024-03-10T05:00:00Z')), true);
  // New York falls back on 2024-11-03: local midnight on 4 November is 05:00 UTC (EST again).
  assert.equal(isOfferExpired('2024-11-03', NY, new Date('2024-11-04T04:59:59Z')), false);
  assert.equal(isOfferExpired('2024-11-03', NY, new Date('2024-11-04T05:00:00Z')), true);
  // Sydney leaves daylight time on 2024-04-07: midnight on 8 April is 14:00 UTC on the 7th (AEST).
  assert.equal(isOfferExpired('2024-04-07', 'Australia/Sydney', new Date('2024-04-07T13:59:59Z')), false);
  assert.equal(isOfferExpired('2024-04-07', 'Australia/Sydney', new Date('2024-04-07T14:00:00Z')), true);
});

test('actionable offers differ per flow type and never include an expired offer', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  const waitlist = { state: 'OFFERED_WAITLIST' as const, expiryDate: '2025-03-10' };
  assert.equal(isActionableOffer(waitlist, 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE', NY, now), true);
  assert.equal(isActionableOffer(waitlist, 'INQUIRE_PROGRAM_FORM_PAY_APPROVE', NY, now), true);
  assert.equal(isActionableOffer(waitlist, 'INQUIRE_OFFER_ENROLLMENT', NY, now), false);
  for (const state of ['NEW', 'ACCEPTED', 'ACCEPTED_WAITLIST'] as const) {
    assert.equal(isActionableOffer({ state, expiryDate: '2025-03-10' }, 'INQUIRE_OFFER_ENROLLMENT', NY, now), true);
    assert.equal(isActionableOffer({ state, expiryDate: '2025-02-28' }, 'INQUIRE_OFFER_ENROLLMENT', NY, now), false);
  }
  assert.equal(isActionableOffer({ state: 'REJECTED' }, 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE', NY, now), false);
  const offers = [
    { state: 'REJECTED' as const, linkCode: 'a' },
    { state: 'NEW' as const, expiryDate: '2025-02-01', linkCode: 'b' },
    { state: 'ACCEPTED' as const, expiryDate: '2025-04-01', linkCode: 'c' },
  ];
  assert.equal(findActionableOffer(offers, 'INQUIRE_OFFER_ENROLLMENT', NY, now)?.linkCode, 'c');
  assert.equal(findActionableOffer(offers.slice(0, 2), 'INQUIRE_OFFER_ENROLLMENT', NY, now), undefined);
});

test('an offer is waitlisted when no child offer has a program and one is OFFERED_WAITLIST', () => {
  const waitlisted = [{ offers: [{ state: 'OFFERED_WAITLIST' as const }] }, { offers: [{ state: 'NEW' as const }] }];
  assert.equal(isWaitlistedOffer(waitlisted), true);
  const withProgram = [{ offers: [{ state: 'OFFERED_WAITLIST' as const, program: { programName: 'Toddlers' } }] }];
  assert.equal(isWaitlistedOffer(withProgram), false);
  assert.equal(isWaitlistedOffer([{ offers: [{ state: 'NEW' as const }] }]), false);
});

test('rejected, deleted or lost offers raise the withdrawn flag', () => {
  for (const state of ['REJECTED', 'DELETED', 'LOST'] as const) {
    assert.equal(hasWithdrawnOffers([{ offers: [{ state: 'NEW' }] }, { offers: [{ state }] }]), true);
  }
  assert.equal(hasWithdrawnOffers([{ offers: [{ state: 'ACCEPTED' }, { state: 'NEW' }] }]), false);
});

test('outcome texts follow the application state and name the centres', () => {
  const centreNames = ['Sunny Days', 'Little Oaks'];
  assert.deepEqual(applicationOutcome({ applicationState: 'APPLICANT_INITIATED', centreNames }), {
    titleKey: 'outcome-submitted-title',
    bodyKey: 'outcome-submitted-body',
    values: { centres: 'Sunny Days, Little Oaks' },
  });
  assert.equal(applicationOutcome({ applicationState: 'ON_WAITLIST', centreNames })?.bodyKey, 'outcome-waitlist-body');
  assert.equal(
    applicationOutcome({ applicationState: 'APPROVAL_PENDING', centreNames })?.titleKey,
    'outcome-approval-pending-title',
  );
  assert.equal(
    applicationOutcome({ applicationState: 'APPROVAL_PENDING', centreNames, waitlisted: true })?.bodyKey,
    'outcome-approval-pending-waitlist-body',
  );
  assert.equal(applicationOutcome({ applicationState: 'LOST', centreNames }), null);
});

test('an update-enrolment correspondence is titled "Enrollment Updated"', () => {
  const outcome = applicationOutcome({
    applicationState: 'APPLICANT_INITIATED',
    centreNames: ['Sunny Days'],
    correspondenceType: 'UPDATE_ENROLLMENT_FORM',
  });
  assert.equal(outcome?.titleKey, 'outcome-enrollment-updated-title');
  assert.equal(outcome?.bodyKey, 'outcome-submitted-body');
});

test('accept is disabled without terms, when expired, while accepting, or when payment lacks a token', () => {
  const ready = { termsAccepted: true, expired: false, accepting: false, paymentRequired: true, paymentToken: 'tok_1' };
  assert.equal(canAcceptOffer(ready), true);
  assert.deepEqual(acceptBlockers({ ...ready, termsAccepted: false }), ['terms-required']);
  assert.deepEqual(acceptBlockers({ ...ready, expired: true }), ['offer-expired']);
  assert.deepEqual(acceptBlockers({ ...ready, accepting: true }), ['accept-in-progress']);
  assert.deepEqual(acceptBlockers({ ...ready, paymentToken: null }), ['payment-method-required']);
  assert.deepEqual(acceptBlockers({ ...ready, paymentRequired: false, paymentToken: null }), []);
});

test('every state the API reports maps to a core state with an outcome, and back', () => {
  for (const api of Object.keys(API_APPLICATION_STATES) as ApiApplicationState[]) {
    const core = fromApiApplicationState(api);
    assert.ok(applicationOutcome({ applicationState: core, centreNames: ['A'] }), `${api} has an outcome`);
    assert.equal(toApiApplicationState(core), api);
  }
  assert.equal(fromApiApplicationState('OnWaitlist'), 'ON_WAITLIST');
});
