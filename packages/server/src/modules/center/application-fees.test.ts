import assert from 'node:assert/strict';
import { test } from 'node:test';
import { offerPaymentInfo } from '../offer/offer-fees';
import { checkoutPaymentInfo } from '../registration/checkout-fees';
import { feeUnlessForbidden } from './application-fees';

const schedule = {
  id: 's1',
  child_id: 'c1',
  program_id: 'p1',
  application_fee_cents: 10000,
  fee_structure_type: 'PERCHILD',
};
const offer = (allowed: boolean) => ({
  id: 'o1',
  state: 'NEW' as const,
  currency: 'CAD',
  card_surcharge_basis_points: 150,
  application_fees_allowed: allowed,
});
const promo = { name: 'SAVE25', kind: 'FIXED' as const, value: 2500 };

test('a fee stands where fees are allowed and is 0 where they are forbidden', () => {
  assert.equal(feeUnlessForbidden(true, 10000), 10000);
  assert.equal(feeUnlessForbidden(false, 10000), 0);
});

test("an offer's stored application fee is due where allowed; where forbidden nothing is, card surcharge included", () => {
  const due = offerPaymentInfo(offer(true), [schedule], null, 'CREDIT_CARD');
  assert.deepEqual(
    [due.isPaymentRequired, due.applicationFeeAmount, due.surchargeAmount, due.total],
    [true, 10000, 150, 10150],
  );
  const none = offerPaymentInfo(offer(false), [schedule], promo, 'CREDIT_CARD');
  assert.deepEqual(
    [
      none.isPaymentRequired,
      none.applicationFeeAmount,
      none.discountAmount,
      none.surchargeAmount,
      none.total,
      none.discount,
    ],
    [false, 0, 0, 0, 0, null],
  );
});

test("a registration checkout's rows with a place owe their fees where allowed; nothing where forbidden", () => {
  const rows = [
    { state: 'APPROVED' as const, fee_cents: 5000 },
    { state: 'OFFERED_WAITLIST' as const, fee_cents: 7000 },
  ];
  const submission = (allowed: boolean) => ({
    state: 'APPROVED',
    currency: 'CAD',
    card_surcharge_basis_points: 0,
    application_fees_allowed: allowed,
  });
  const due = checkoutPaymentInfo(submission(true), rows, null, null, false);
  assert.deepEqual([due.isPaymentRequired, due.registrationFeeAmount, due.total], [true, 5000, 5000]);
  const none = checkoutPaymentInfo(submission(false), rows, null, 'CREDIT_CARD', false);
  assert.deepEqual([none.isPaymentRequired, none.registrationFeeAmount, none.total], [false, 0, 0]);
});
