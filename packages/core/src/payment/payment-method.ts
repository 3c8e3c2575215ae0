import type { FieldError, Validation } from '../validation/result';

export const PAYMENT_TYPES = ['credit-card', 'bank-account'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_PROCESSORS = ['FAT_ZEBRA', 'PAYRIX', 'PAY_ENGINE'] as const;
export type PaymentProcessor = (typeof PAYMENT_PROCESSORS)[number];

export const EXISTING_PAYMENT_METHOD_TYPES = [
  'AMEX',
  'CHECKING_ACCOUNT',
  'CORPORATE_CHECKING_ACCOUNT',
  'CORPORATE_SAVINGS_ACCOUNT',
  'CREDIT_CARD',
  'DINERS_CLUB',
  'DISCOVER',
  'MASTERCARD',
  'SAVINGS_ACCOUNT',
  'VISA',
] as const;
export type ExistingPaymentMethodType = (typeof EXISTING_PAYMENT_METHOD_TYPES)[number];

/** Cards are taken only through PAYRIX; every processor takes bank accounts. */
export const acceptedPaymentTypes = (processor: PaymentProcessor | null | undefined): PaymentType[] =>
  processor === 'PAYRIX' ? ['credit-card', 'bank-account'] : ['bank-account'];

export const PAYMENT_ERROR_KEYS = ['debit-consent-required'] as const;
export type PaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];

export interface PaymentValues {
  paymentType?: PaymentType | null;
  creditCardToken?: string | null;
  bankAccountToken?: string | null;
  debitConsent?: boolean | null;
}

const TOKEN_FIELD: Record<PaymentType, 'creditCardToken' | 'bankAccountToken'> = {
  'credit-card': 'creditCardToken',
  'bank-account': 'bankAccountToken',
};

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * The payment step: the token of the chosen type is "Required", and once a type is chosen the debit consent
 * is mandatory. The payment type itself is mandatory only where the form's validators ask for it.
 */
export function validatePayment(
  values: PaymentValues,
  options: { paymentTypeRequired?: boolean } = {},
): Validation<PaymentValues> {
  const errors: FieldError[] = [];
  const type = values.paymentType;
  if (!type) {
    if (options.paymentTypeRequired) errors.push({ path: 'paymentType', key: 'required' });
  } else {
    const tokenField = TOKEN_FIELD[type];
    if (!filled(values[tokenField])) errors.push({ path: tokenField, key: 'required' });
    if (values.debitConsent !== true) errors.push({ path: 'debitConsent', key: 'debit-consent-required' });
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: values };
}

/** Changing the payment type throws away both stored tokens, so a token never pays by the wrong method. */
export function changePaymentType<T extends PaymentValues>(values: T, paymentType: PaymentType | null): T {
  if (values.paymentType === paymentType) return values;
  return { ...values, paymentType, creditCardToken: null, bankAccountToken: null };
}

export interface BankDetails {
  responsibleContactId?: string | null;
  /** The routing number (US, CA) or BSB (AU). */
  routingNumber?: string | null;
  accountNumber?: string | null;
  token?: string | null;
}

/** Verification needs a responsible contact, a routing number or BSB, and an account number. */
export function bankVerificationErrors(bank: BankDetails): FieldError[] {
  return (['responsibleContactId', 'routingNumber', 'accountNumber'] as const)
    .filter((field) => !filled(bank[field]))
    .map((path) => ({ path, key: 'required' }));
}

/** The verify button is disabled once a token exists, and until the details verification needs are there. */
export const canVerifyBank = (bank: BankDetails): boolean =>
  !filled(bank.token) && bankVerificationErrors(bank).length === 0;

/** Editing the routing or account number clears the token: it was issued for the old numbers. */
export function editBankDetails(bank: BankDetails, change: Partial<Omit<BankDetails, 'token'>>): BankDetails {
  const next = { ...bank, ...change };
  const numbersChanged =
    ('routingNumber' in change && change.routingNumber !== bank.routingNumber) ||
    ('accountNumber' in change && change.accountNumber !== bank.accountNumber);
  return numbersChanged ? { ...next, token: null } : next;
}
