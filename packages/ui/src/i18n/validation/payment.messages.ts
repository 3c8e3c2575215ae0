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
  | 'payment-session-reload';

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
});
