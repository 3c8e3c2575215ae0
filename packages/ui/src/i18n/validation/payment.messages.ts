import type { ValidationCatalogue } from './catalogue';

/** The keys of PAYMENT_ERROR_KEYS (@cc/core, payment/); a missing token uses the common "Required". */
export type PaymentMessageKey = 'debit-consent-required';

export const paymentValidationMessages: ValidationCatalogue<PaymentMessageKey> = {
  US: {
    'debit-consent-required': 'You must agree to the debit authorization to continue.',
  },
  CA: {
    'debit-consent-required': 'You must agree to the debit authorisation to continue.',
  },
  AU: {
    'debit-consent-required': 'You must agree to the direct debit request to continue.',
  },
};

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

export const paymentTexts: ValidationCatalogue<PaymentTextKey> = {
  US: {
    'billing-day-last': 'Last day of the month',
    'billing-day-of-month': '{day, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of the month',
    'bank-routing-number': 'Routing Number',
    'payment-method-ending-in': '{kind, select, card {card} other {account}} ending in {lastFour}',
    'payment-failed': 'There is an issue with the payment. Please try again.',
    'payment-success': 'Payment successful. Please wait while we process your application.',
    'payment-processing': 'We are processing your application. Please wait.',
    'payment-received': "We've got your payment",
    'payment-save-failed': 'Error Saving Payment Information',
    'payment-bank-no-token': 'Sorry we encountered a problem',
    'payment-session-expired-title': 'Session Expired Due to Inactivity',
    'payment-session-expired-body':
      'For your security; your session has timed out. Please reload the page to continue.',
    'payment-session-reload': 'Reload',
  },
  AU: {
    'bank-routing-number': 'BSB',
  },
};
