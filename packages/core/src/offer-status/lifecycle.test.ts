import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { APPLICATION_STATES, SCHEDULE_OFFER_STATES } from './states';
import { OFFER_ACTIONS, offerTransition, type OfferFacts } from './lifecycle';

const open: OfferFacts = {
  state: 'NEW',
  applicationState: 'OFFERED',
  expired: false,
  paymentDue: false,
  enrolmentFormRequired: true,
  debitPending: false,
};

test('accepting a place leads to the enrolment form, or completes the offer when the centre asks for none', () => {
  assert.deepEqual(offerTransition(open, 'accept'), {
    ok: true,
    changed: true,
    state: 'ACCEPTED',
    applicationState: 'APPLICANT_ACCEPTED_OFFER',
  });
  assert.deepEqual(offerTransition({ ...open, enrolmentFormRequired: false }, 'accept'), {
    ok: true,
    changed: true,
    state: 'COMPLETED',
    applicationState: 'COMPLETED',
  });
});

test('a fee-bearing offer is accepted by its payment, never by a plain accept', () => {
  const due = { ...open, paymentDue: true };
  assert.deepEqual(offerTransition(due, 'accept'), { ok: false, key: 'payment-required' });
  assert.equal(offerTransition(due, 'payment-pending').ok, true);
  const paid = offerTransition({ ...due, applicationState: 'ACCEPTED_OFFER_PENDING_PAYMENT' }, 'payment-succeeded');
  assert.deepEqual(paid, { ok: true, changed: true, state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' });
  assert.deepEqual(offerTransition(open, 'payment-pending'), { ok: false, key: 'not-allowed' });
});

test('an expired offer can be neither accepted, waitlisted nor declined; its expiry closes the application', () => {
  const expired = { ...open, expired: true };
  for (const action of ['accept', 'request-waitlist', 'decline', 'payment-pending'] as const)
    assert.deepEqual(offerTransition(expired, action), { ok: false, key: 'offer-expired' }, action);
  assert.deepEqual(offerTransition(expired, 'expire'), {
    ok: true,
    changed: true,
    state: 'NEW',
    applicationState: 'LOST',
  });
  assert.deepEqual(offerTransition(open, 'expire'), { ok: false, key: 'not-allowed' });
});

test('returning to the waitlist keeps the child waiting; declining gives the waitlist place up too', () => {
  const waiting = offerTransition(open, 'request-waitlist');
  assert.deepEqual(waiting, { ok: true, changed: true, state: 'ACCEPTED_WAITLIST', applicationState: 'ON_WAITLIST' });
  const onList = { ...open, state: 'ACCEPTED_WAITLIST' as const, applicationState: 'ON_WAITLIST' as const };
  assert.deepEqual(offerTransition(onList, 'decline'), {
    ok: true,
    changed: true,
    state: 'LOST',
    applicationState: 'LOST',
  });
  assert.deepEqual(offerTransition(onList, 'accept'), {
    ok: true,
    changed: false,
    state: 'ACCEPTED_WAITLIST',
    applicationState: 'ON_WAITLIST',
  });
});

test('closed offers refuse every family action', () => {
  for (const state of ['REJECTED', 'DELETED', 'LOST'] as const) {
    for (const action of ['accept', 'request-waitlist', 'payment-pending'] as const) {
      const result = offerTransition({ ...open, state, applicationState: 'LOST' }, action);
      assert.equal(result.ok && result.changed, false, `${state} ${action}`);
    }
  }
  assert.deepEqual(offerTransition({ ...open, state: 'DELETED' }, 'accept'), { ok: false, key: 'offer-closed' });
  assert.deepEqual(offerTransition({ ...open, state: 'ACCEPTED' }, 'decline'), { ok: false, key: 'not-allowed' });
});

test('an action repeated on the offer it moved changes nothing and answers as the first did', () => {
  const facts = fc.record({
    state: fc.constantFrom(...SCHEDULE_OFFER_STATES),
    applicationState: fc.constantFrom(...APPLICATION_STATES),
    expired: fc.boolean(),
    paymentDue: fc.boolean(),
    enrolmentFormRequired: fc.boolean(),
    debitPending: fc.boolean(),
  });
  fc.assert(
    fc.property(facts, fc.constantFrom(...OFFER_ACTIONS), (offer, action) => {
      const first = offerTransition(offer, action);
      if (!first.ok) return;
      const again = offerTransition({ ...offer, state: first.state, applicationState: first.applicationState }, action);
      // An accepted, paid-for or waitlisted offer stays so however often the request is replayed.
      if (action !== 'expire' && action !== 'payment-pending') {
        assert.deepEqual(again, { ...first, changed: false });
      }
    }),
  );
});

test('a failed payment opens the offer again; a pending bank debit holds it until it settles, even past its day', () => {
  const paying = { ...open, paymentDue: true, applicationState: 'ACCEPTED_OFFER_PENDING_PAYMENT' as const };
  assert.deepEqual(offerTransition(paying, 'payment-failed'), {
    ok: true,
    changed: true,
    state: 'NEW',
    applicationState: 'OFFERED',
  });
  assert.deepEqual(offerTransition({ ...open, paymentDue: true }, 'payment-failed'), {
    ok: true,
    changed: false,
    state: 'NEW',
    applicationState: 'OFFERED',
  });
  const debiting = { ...paying, debitPending: true, expired: true };
  for (const action of ['accept', 'decline', 'request-waitlist', 'expire', 'payment-pending'] as const)
    assert.deepEqual(offerTransition(debiting, action), { ok: false, key: 'not-allowed' }, action);
  assert.deepEqual(offerTransition(debiting, 'payment-succeeded'), {
    ok: true,
    changed: true,
    state: 'ACCEPTED',
    applicationState: 'APPLICANT_ACCEPTED_OFFER',
  });
  assert.equal(offerTransition(debiting, 'payment-failed').ok, true);
  assert.deepEqual(offerTransition({ ...open, expired: true }, 'payment-succeeded'), {
    ok: false,
    key: 'offer-expired',
  });
});

test('submitting the enrolment form completes an accepted offer, once; an open or closed one is refused', () => {
  const accepted = { ...open, state: 'ACCEPTED' as const, applicationState: 'APPLICANT_ACCEPTED_OFFER' as const };
  assert.deepEqual(offerTransition(accepted, 'form-submitted'), {
    ok: true,
    changed: true,
    state: 'COMPLETED',
    applicationState: 'COMPLETED',
  });
  assert.deepEqual(
    offerTransition({ ...accepted, state: 'COMPLETED', applicationState: 'COMPLETED' }, 'form-submitted'),
    {
      ok: true,
      changed: false,
      state: 'COMPLETED',
      applicationState: 'COMPLETED',
    },
  );
  assert.deepEqual(offerTransition(open, 'form-submitted'), { ok: false, key: 'not-allowed' });
  assert.deepEqual(offerTransition({ ...open, state: 'REJECTED' }, 'form-submitted'), {
    ok: false,
    key: 'offer-closed',
  });
});
