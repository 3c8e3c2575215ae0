// The one interface every payment processor sits behind (the built-in sandbox, PAYRIX, FAT_ZEBRA, PAY_ENGINE): the
// widget gets a page of card fields from the provider's own origin, which hands back a token; the server charges,
// refunds and looks up methods by that token. Card and account numbers never reach this server's code.

export type PaymentMethodType = 'CREDIT_CARD' | 'CHECKING_ACCOUNT' | 'SAVINGS_ACCOUNT';

export interface PaymentSession {
  /** The provider's key for this page's session. */
  key: string;
  expiresAt: Date;
  durationMinutes: number;
  /** The page of card fields the widget frames (on the provider's origin). */
  fieldsUrl: string;
  /** That origin: the only one whose messages the widget reads. */
  fieldsOrigin: string;
}

export interface PaymentMethod {
  token: string;
  type: PaymentMethodType;
  brand: string;
  lastFour: string;
}

export interface ChargeRequest {
  token: string;
  amountCents: number;
  currency: string;
  /** The same key never charges twice at the provider. */
  idempotencyKey: string;
}

export type ChargeResult =
  { ok: true; reference: string; serviceFeeCents: number } | { ok: false; code: PaymentFailureCode; message: string };

export type PaymentFailureCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'authentication_required'
  | 'processing_error'
  | 'unknown_token';

export interface PaymentProvider {
  readonly processor: 'SANDBOX' | 'PAYRIX' | 'FAT_ZEBRA' | 'PAY_ENGINE';
  readonly isSandbox: boolean;
  /** The processor's terms and conditions, as families read them beside its fields. */
  readonly termsAndConditions: string;
  /** A session for the page about to show the card fields; `parentOrigin` is the page allowed to receive tokens. */
  prepareSession(parentOrigin: string, now: Date): Promise<PaymentSession>;
  lookupMethod(token: string): Promise<PaymentMethod | undefined>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(reference: string, amountCents: number): Promise<{ ok: boolean }>;
  /** Origins whose frames the hosted page may show (its CSP's frame-src). */
  frameOrigins(): string[];
  close(): Promise<void>;
}
