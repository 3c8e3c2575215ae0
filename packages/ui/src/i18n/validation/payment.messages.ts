import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The keys of PAYMENT_ERROR_KEYS (@cc/core, payment/); a missing token uses the common "Required". */
export type PaymentMessageKey = 'debit-consent-required';

export const paymentValidationMessages: Record<PaymentMessageKey, MessageDescriptor> = defineMessages({
  'debit-consent-required': {
    id: 'debit-consent-required',
    defaultMessage: 'You must agree to the debit authorization to continue.',
  },
});

/** Labels and texts of the payment screens (document 2, sections 2 and 8), and the billing day labels. */
export type PaymentTextKey =
  | 'billing-day-last'
  | 'billing-day-of-month'
  | 'bank-routing-number'
  | 'payment-method-ending-in'
  | 'payment-failed'
  | 'payment-success'
  | 'payment-processing'
  | 'payment-received'
  | 'payment-save-failed'
  | 'payment-bank-no-token'
  | 'payment-session-expired-title'
  | 'payment-session-expired-body'
  | 'payment-session-reload'
  | 'payment-method-default'
  | 'payment-method-auto-pay'
  | 'payment-type-legend'
  | 'payment-type-card'
  | 'payment-type-bank'
  | 'payment-bank-title'
  | 'payment-debit-consent'
  | 'payment-bank-save'
  | 'payment-confirm-title'
  | 'payment-add-card'
  | 'payment-add-bank'
  | 'payment-card-title';

export const paymentTexts: Record<PaymentTextKey, MessageDescriptor> = defineMessages({
  'billing-day-last': { id: 'billing-day-last', defaultMessage: 'Last day of the month' },
  'billing-day-of-month': {
    id: 'billing-day-of-month',
    defaultMessage: '{day, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of the month',
  },
  'bank-routing-number': { id: 'bank-routing-number', defaultMessage: 'Routing Number' },
  'payment-method-ending-in': {
    id: 'payment-method-ending-in',
    defaultMessage: '{kind, select, card {card} other {account}} ending in {lastFour}',
  },
  'payment-failed': { id: 'payment-failed', defaultMessage: 'There is an issue with the payment. Please try again.' },
  'payment-success': {
    id: 'payment-success',
    defaultMessage: 'Payment successful. Please wait while we process your application.',
  },
  'payment-processing': {
    id: 'payment-processing',
    defaultMessage: 'We are processing your application. Please wait.',
  },
  'payment-received': { id: 'payment-received', defaultMessage: "We've got your payment" },
  'payment-save-failed': { id: 'payment-save-failed', defaultMessage: 'Error Saving Payment Information' },
  'payment-bank-no-token': { id: 'payment-bank-no-token', defaultMessage: 'Sorry we encountered a problem' },
  'payment-session-expired-title': {
    id: 'payment-session-expired-title',
    defaultMessage: 'Session Expired Due to Inactivity',
  },
  'payment-session-expired-body': {
    id: 'payment-session-expired-body',
    defaultMessage: 'For your security; your session has timed out. Please reload the page to continue.',
  },
  'payment-session-reload': { id: 'payment-session-reload', defaultMessage: 'Reload' },
  // ours: the badges of the payment method list (document 2, section 2)
  'payment-method-default': { id: 'payment-method-default', defaultMessage: 'Default' },
  'payment-method-auto-pay': { id: 'payment-method-auto-pay', defaultMessage: 'Auto-pay' },
  // ours: the choice of payment type where the provider takes both
  'payment-type-legend': { id: 'payment-type-legend', defaultMessage: 'How would you like to pay?' },
  'payment-type-card': { id: 'payment-type-card', defaultMessage: 'Card' },
  'payment-type-bank': { id: 'payment-type-bank', defaultMessage: 'Bank account' },
  'payment-bank-title': { id: 'payment-bank-title', defaultMessage: 'Bank Account Details' },
  // ours: the debit consent a bank account needs (document 2, section 4)
  'payment-debit-consent': {
    id: 'payment-debit-consent',
    defaultMessage:
      'I authorize {centre} to debit this account for the fees due now, and for the fees on my account from now on.',
  },
  'payment-bank-save': { id: 'payment-bank-save', defaultMessage: 'Save bank account' },
  // ours: the frame of the card's bank confirmation step (3-D Secure), for screen readers
  'payment-confirm-title': { id: 'payment-confirm-title', defaultMessage: 'Confirm the payment with your bank' },
  // ours: the buttons that open the card dialog and the "Bank Account Details" dialog, and the card dialog's title
  'payment-add-card': { id: 'payment-add-card', defaultMessage: 'Add card' },
  'payment-add-bank': { id: 'payment-add-bank', defaultMessage: 'Add bank account' },
  'payment-card-title': { id: 'payment-card-title', defaultMessage: 'Card Details' },
});
