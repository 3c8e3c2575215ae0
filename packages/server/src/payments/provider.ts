// The one interface every payment processor sits behind (the built-in sandbox, PAYRIX, FAT_ZEBRA, PAY_ENGINE): the
// widget frames the provider's own pages of card or bank fields, which hand back a token (bank details only ever as
// ciphertext under the provider's public key); the server charges, refunds and looks up methods by that token, and
// learns how a bank debit ended from the provider's signed webhook. Card and account numbers never reach this code.

export type PaymentMethodType = 'CREDIT_CARD' | 'CHECKING_ACCOUNT' | 'SAVINGS_ACCOUNT';

export const isBankMethod = (type: string): boolean => type === 'CHECKING_ACCOUNT' || type === 'SAVINGS_ACCOUNT';

export interface PaymentSession {
  /** The provider's key for this page's session. */
  key: string;
  expiresAt: Date;
  durationMinutes: number;
  /** The page of card fields the widget frames (on the provider's origin). */
  fieldsUrl: string;
  /** The page of bank-account fields, for the given country's routing or BSB rules. */
  bankFieldsUrl: string;
  /** That origin: the only one whose messages the widget reads. */
  fieldsOrigin: string;
}

export interface PaymentMethod {
  token: string;
  type: PaymentMethodType;
  brand: string;
  lastFour: string;
}

/** Bank details as the provider's bank page sends them: each field RSA-OAEP encrypted (base64) with its public key. */
export interface EncryptedBankDetails {
  first: string;
  last: string;
  routing: string;
  paymentNumber: string;
}

export type BankTokenResult = { ok: true; method: PaymentMethod } | { ok: false; errors: string[] };

export interface ChargeRequest {
  token: string;
  amountCents: number;
  currency: string;
  /** The same key never charges twice at the provider. */
  idempotencyKey: string;
  /** What the family reads on a confirmation step, e.g. "Maple Grove: application fee". */
  description: string;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string; serviceFeeCents: number }
  /** A bank debit: it settles or fails days later, as the provider's webhook reports. */
  | { status: 'pending'; reference: string }
  /** The card's bank asks the family to confirm (3-D Secure) on the provider's page at actionUrl. */
  | { status: 'requires_action'; reference: string; actionUrl: string }
  | { status: 'failed'; code: PaymentFailureCode; message: string };

export type PaymentFailureCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'authentication_failed'
  | 'processing_error'
  | 'account_closed'
  | 'unknown_token';

/** A charge as the provider knows it, for checking what a page or webhook claims. */
export interface ChargeRecord {
  reference: string;
  status: 'succeeded' | 'pending' | 'requires_action' | 'failed';
  amountCents: number;
  serviceFeeCents: number;
  failure?: { code: PaymentFailureCode; message: string };
}

/** What a verified webhook tells: a charge's final outcome. */
export interface ChargeEvent {
  id: string;
  reference: string;
  outcome: 'succeeded' | 'failed';
}

export interface PaymentProvider {
  readonly processor: 'SANDBOX' | 'PAYRIX' | 'FAT_ZEBRA' | 'PAY_ENGINE';
  readonly isSandbox: boolean;
  /** The processor's terms and conditions, as families read them beside its fields. */
  readonly termsAndConditions: string;
  /** A session for the page about to show the fields; `parentOrigin` is the page allowed to receive tokens. */
  prepareSession(parentOrigin: string, now: Date, country: string): Promise<PaymentSession>;
  /** The session's expiry as it now stands (the family's typing keeps it alive); undefined once unknown. */
  sessionStatus(key: string): Promise<{ expiresAt: Date; durationMinutes: number } | undefined>;
  /** Hands the encrypted bank details to the provider's tokenizer (its /tokenize, with the business's key). */
  tokenizeBank(input: {
    sessionKey: string;
    businessId: string;
    encrypted: EncryptedBankDetails;
    accountType: PaymentMethodType;
  }): Promise<BankTokenResult>;
  lookupMethod(token: string): Promise<PaymentMethod | undefined>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  lookupCharge(reference: string): Promise<ChargeRecord | undefined>;
  refund(reference: string, amountCents: number): Promise<{ ok: boolean }>;
  /** A webhook's body checked against its signature header; undefined when it is not the provider's or too old. */
  verifyWebhook(rawBody: string, signature: string | undefined, now: Date): ChargeEvent | undefined;
  /** Where the provider delivers its webhooks (this server's webhook route). */
  deliverWebhooksTo(deliver: (rawBody: string, signature: string) => Promise<number>): void;
  /** Origins whose frames the hosted page may show (its CSP's frame-src). */
  frameOrigins(): string[];
  close(): Promise<void>;
}
