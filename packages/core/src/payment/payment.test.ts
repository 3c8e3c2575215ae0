import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BILLING_CYCLE_FREQUENCIES,
  DAY_OF_WEEK_BITS,
  UNKNOWN_DAY_OF_WEEK,
  acceptedPaymentTypes,
  autoSelectedBillingCycle,
  bankVerificationErrors,
  billingCycleErrors,
  billingDayIn,
  canVerifyBank,
  changePaymentType,
  dayOfMonthLabel,
  dayOfWeekNumber,
  editBankDetails,
  fromDayMask,
  isBillingCycleSelectDisabled,
  isPaymentSessionExpired,
  sessionPollMs,
  sortBillingCycleTemplates,
  toDayMask,
  validatePayment,
} from './index';

test('the token of the chosen type is "Required"', () => {
  assert.deepEqual(validatePayment({ paymentType: 'credit-card', debitConsent: true }), {
    ok: false,
    errors: [{ path: 'creditCardToken', key: 'required' }],
  });
  assert.deepEqual(validatePayment({ paymentType: 'bank-account', creditCardToken: 'cc', debitConsent: true }), {
    ok: false,
    errors: [{ path: 'bankAccountToken', key: 'required' }],
  });
  assert.equal(validatePayment({ paymentType: 'bank-account', bankAccountToken: 'ba', debitConsent: true }).ok, true);
});

test('debit consent becomes mandatory once a payment type is chosen', () => {
  assert.deepEqual(validatePayment({ paymentType: 'credit-card', creditCardToken: 'cc' }), {
    ok: false,
    errors: [{ path: 'debitConsent', key: 'debit-consent-required' }],
  });
  assert.equal(validatePayment({}).ok, true);
  assert.deepEqual(validatePayment({}, { paymentTypeRequired: true }), {
    ok: false,
    errors: [{ path: 'paymentType', key: 'required' }],
  });
});

test('changing the payment type clears the stored card and bank tokens', () => {
  const values = {
    paymentType: 'credit-card' as const,
    creditCardToken: 'cc',
    bankAccountToken: 'ba',
    debitConsent: true,
  };
  assert.deepEqual(changePaymentType(values, 'bank-account'), {
    paymentType: 'bank-account',
    creditCardToken: null,
    bankAccountToken: null,
    debitConsent: true,
  });
  assert.equal(changePaymentType(values, 'credit-card'), values);
});

test('cards only through PAYRIX; bank accounts through every processor', () => {
  assert.deepEqual(acceptedPaymentTypes('PAYRIX'), ['credit-card', 'bank-account']);
  assert.deepEqual(acceptedPaymentTypes('FAT_ZEBRA'), ['bank-account']);
  assert.deepEqual(acceptedPaymentTypes('PAY_ENGINE'), ['bank-account']);
});

test('bank verification needs a responsible contact, routing/BSB and account number, and stops once tokenised', () => {
  assert.deepEqual(
    bankVerificationErrors({ routingNumber: '021000021' }).map((e) => e.path),
    ['responsibleContactId', 'accountNumber'],
  );
  const bank = { responsibleContactId: 'c1', routingNumber: '021000021', accountNumber: '1234567' };
  assert.equal(canVerifyBank(bank), true);
  assert.equal(canVerifyBank({ ...bank, token: 'tok' }), false);
});

test('editing the routing or account number clears the bank token', () => {
  const bank = { responsibleContactId: 'c1', routingNumber: '021000021', accountNumber: '1234567', token: 'tok' };
  assert.equal(editBankDetails(bank, { accountNumber: '7654321' }).token, null);
  assert.equal(editBankDetails(bank, { routingNumber: '011000015' }).token, null);
  assert.equal(editBankDetails(bank, { responsibleContactId: 'c2' }).token, 'tok');
  assert.equal(editBankDetails(bank, { accountNumber: '1234567' }).token, 'tok');
});

test('a single billing cycle template is selected for the family and its select disabled', () => {
  assert.equal(autoSelectedBillingCycle([{ id: 't1' }]), 't1');
  assert.equal(autoSelectedBillingCycle([{ id: 't1' }, { id: 't2' }]), null);
  assert.equal(autoSelectedBillingCycle([]), null);
  assert.equal(isBillingCycleSelectDisabled(1, false), true);
  assert.equal(isBillingCycleSelectDisabled(3, true), true);
  assert.equal(isBillingCycleSelectDisabled(3, false), false);
});

test('billing cycle is required only where the validators ask for it', () => {
  assert.deepEqual(billingCycleErrors({}, true), [{ path: 'billingCycle.billingCycleTemplateId', key: 'required' }]);
  assert.deepEqual(billingCycleErrors(null, false), []);
  assert.deepEqual(billingCycleErrors({ billingCycleTemplateId: 't1' }, true), []);
});

test('cycles order weekly 1, biweekly 2, every four weeks 3, monthly 4, quarterly 5', () => {
  const templates = BILLING_CYCLE_FREQUENCIES.map((frequency) => ({ frequency }));
  assert.deepEqual(
    sortBillingCycleTemplates(templates).map((t) => t.frequency),
    ['WEEKLY', 'BIWEEKLY', 'EVERY_FOUR_WEEKS', 'MONTHLY', 'QUARTERLY'],
  );
});

test('day of month -1 is the last day', () => {
  assert.deepEqual(dayOfMonthLabel(-1), { key: 'billing-day-last' });
  assert.deepEqual(dayOfMonthLabel(15), { key: 'billing-day-of-month', values: { day: 15 } });
  assert.equal(billingDayIn(-1, 2024, 2), 29);
  assert.equal(billingDayIn(-1, 2025, 2), 28);
  assert.equal(billingDayIn(-1, 2025, 4), 30);
  assert.equal(billingDayIn(31, 2025, 4), 30);
  assert.equal(billingDayIn(15, 2025, 4), 15);
});

test('day-of-week numbers run Sunday 0 to Saturday 6, unknown 99', () => {
  assert.equal(dayOfWeekNumber('SUNDAY'), 0);
  assert.equal(dayOfWeekNumber('Saturday'), 6);
  assert.equal(dayOfWeekNumber('Funday'), UNKNOWN_DAY_OF_WEEK);
  assert.equal(dayOfWeekNumber(null), 99);
});

test('bitmask values run Sunday 1 to Saturday 64', () => {
  assert.deepEqual(Object.values(DAY_OF_WEEK_BITS), [1, 2, 4, 8, 16, 32, 64]);
  assert.equal(toDayMask(['MONDAY', 'WEDNESDAY', 'FRIDAY']), 42);
  assert.deepEqual(fromDayMask(65), ['SUNDAY', 'SATURDAY']);
});

test('the payment session is polled at half its duration and expires at expiresAt', () => {
  assert.equal(sessionPollMs(), 300_000);
  assert.equal(sessionPollMs(30), 900_000);
  const now = new Date('2025-03-05T10:00:00Z');
  assert.equal(isPaymentSessionExpired('2025-03-05T10:00:00Z', now), true);
  assert.equal(isPaymentSessionExpired('2025-03-05T10:00:01Z', now), false);
  assert.equal(isPaymentSessionExpired(null, now), false);
});
