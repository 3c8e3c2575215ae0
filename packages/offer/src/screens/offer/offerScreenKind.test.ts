/// <reference types="node" />
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { APPLICATION_STATES, SCHEDULE_OFFER_STATES } from '@cc/core';
import { offerScreenKind } from './offerScreenKind';

test('an open offer shows its page until it expires, then the expired screen', () => {
  for (const state of ['NEW', 'OFFERED_WAITLIST'] as const) {
    assert.equal(offerScreenKind({ state, applicationState: 'OFFERED', expired: false }), 'page');
    assert.equal(offerScreenKind({ state, applicationState: 'OFFERED', expired: true }), 'expired');
    assert.equal(offerScreenKind({ state, applicationState: 'LOST', expired: true }), 'expired');
  }
  assert.equal(offerScreenKind({ state: 'NEW', applicationState: 'LOST', expired: false }), 'closed');
});

test('answered, rejected and withdrawn offers show the screen of what happened', () => {
  const kind = (state: (typeof SCHEDULE_OFFER_STATES)[number]) =>
    offerScreenKind({ state, applicationState: 'OFFERED', expired: false });
  assert.equal(kind('ACCEPTED'), 'accepted');
  assert.equal(kind('COMPLETED'), 'completed');
  assert.equal(kind('ACCEPTED_WAITLIST'), 'waitlist');
  assert.equal(kind('LOST'), 'declined');
  assert.equal(kind('REJECTED'), 'unavailable');
  assert.equal(kind('DELETED'), 'unavailable');
  assert.equal(kind('APPROVAL_WAITLIST_PENDING'), 'approval-pending');
  assert.equal(kind('ERRORED'), 'closed');
});

test('only an open, unexpired offer ever shows the accept page', () => {
  for (const state of SCHEDULE_OFFER_STATES)
    for (const applicationState of APPLICATION_STATES)
      for (const expired of [true, false]) {
        const page = offerScreenKind({ state, applicationState, expired }) === 'page';
        const open = (state === 'NEW' || state === 'OFFERED_WAITLIST') && !expired && applicationState !== 'LOST';
        assert.equal(page, open, `${state} ${applicationState} ${expired}`);
      }
});

test('an offer paid by a bank debit shows its payment on its way until it settles, even past its day', () => {
  for (const expired of [false, true])
    assert.equal(
      offerScreenKind({
        state: 'NEW',
        applicationState: 'ACCEPTED_OFFER_PENDING_PAYMENT',
        expired,
        debitPending: true,
      }),
      'payment-processing',
    );
  assert.equal(
    offerScreenKind({
      state: 'ACCEPTED',
      applicationState: 'APPLICANT_ACCEPTED_OFFER',
      expired: false,
      debitPending: false,
    }),
    'accepted',
  );
});
