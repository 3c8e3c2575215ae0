import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { ChargeRequest, ChargeResult, PaymentMethod, PaymentProvider, PaymentSession } from '../provider';
import { startFieldsServer, type FieldsServer } from './fields-server';
import { FAILURE_MESSAGES, SANDBOX_CARDS, brandOf, failsByAmount, luhnValid } from './test-cards';

/** A card-fields session lasts this long, as a processor's would (the widget polls and warns before it ends). */
export const SANDBOX_SESSION_MINUTES = 10;

interface StoredCard {
  method: PaymentMethod;
  outcome: keyof typeof FAILURE_MESSAGES | 'approved';
}

export type TokenizeResult =
  { ok: true; token: string; brand: string; lastFour: string } | { ok: false; errors: Record<string, string> };

/**
 * The built-in processor: card fields on its own origin (its own port), tokens for test cards, charges decided by
 * the card (and by amount) as real sandboxes decide them. It keeps tokens in memory only: the card number is read
 * once, to pick the outcome and the last four digits, and never stored or logged.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly processor = 'SANDBOX' as const;
  readonly isSandbox = true;
  readonly termsAndConditions =
    'Payments on this site are made in the sandbox: no card is charged and no money moves. Card details are sent ' +
    "to the sandbox's own page, which hands this site a token; the site never sees the card number.";
  private readonly sessions = new Map<string, { parentOrigin: string; expiresAt: Date }>();
  private readonly cards = new Map<string, StoredCard>();
  private readonly charges = new Map<string, ChargeResult>();

  private constructor(
    private readonly clock: Clock,
    private readonly server: FieldsServer,
  ) {}

  static async start(clock: Clock, options: { host: string; port: number }): Promise<SandboxPaymentProvider> {
    // The card page calls back into the provider it belongs to; the provider needs the page's origin first.
    const handlers: { provider?: SandboxPaymentProvider } = {};
    const server = await startFieldsServer(options, {
      tokenize: (input) => handlers.provider!.tokenize(input),
      parentOriginOf: (key) => handlers.provider!.sessionOrigin(key),
    });
    handlers.provider = new SandboxPaymentProvider(clock, server);
    return handlers.provider;
  }

  frameOrigins(): string[] {
    return [this.server.origin];
  }

  async prepareSession(parentOrigin: string, now: Date): Promise<PaymentSession> {
    const key = randomBytes(16).toString('base64url');
    const expiresAt = new Date(now.getTime() + SANDBOX_SESSION_MINUTES * 60_000);
    this.sessions.set(key, { parentOrigin, expiresAt });
    const url = new URL('/fields', this.server.origin);
    url.searchParams.set('session', key);
    return {
      key,
      expiresAt,
      durationMinutes: SANDBOX_SESSION_MINUTES,
      fieldsUrl: url.toString(),
      fieldsOrigin: this.server.origin,
    };
  }

  private sessionOrigin(key: string): string | undefined {
    const session = this.sessions.get(key);
    return session && session.expiresAt > this.clock.now() ? session.parentOrigin : undefined;
  }

  /** The fields page's POST /tokenize: checks the card as a processor would and hands back a token. */
  tokenize(input: { session: string; number: string; expiry: string; cvc: string }): TokenizeResult {
    if (!this.sessionOrigin(input.session))
      return { ok: false, errors: { form: 'This page has expired. Please reload it.' } };
    const number = input.number.replace(/[\s-]/g, '');
    const errors: Record<string, string> = {};
    if (!luhnValid(number)) errors.number = 'Your card number is invalid.';
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
    const now = this.clock.now();
    if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
    else {
      // A card is valid to the end of its expiry month.
      const end = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
      if (end <= now.getTime()) errors.expiry = "Your card's expiry date is in the past.";
    }
    if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = 'Your card’s security code is invalid.';
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const token = `sbx_tok_${randomBytes(16).toString('base64url')}`;
    const method: PaymentMethod = { token, type: 'CREDIT_CARD', brand: brandOf(number), lastFour: number.slice(-4) };
    this.cards.set(token, { method, outcome: SANDBOX_CARDS[number] ?? 'approved' });
    return { ok: true, token, brand: method.brand, lastFour: method.lastFour };
  }

  async lookupMethod(token: string): Promise<PaymentMethod | undefined> {
    return this.cards.get(token)?.method;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = this.charges.get(request.idempotencyKey);
    if (earlier) return earlier;
    const card = this.cards.get(request.token);
    let result: ChargeResult;
    if (!card) result = { ok: false, code: 'unknown_token', message: FAILURE_MESSAGES.unknown_token };
    else if (card.outcome !== 'approved')
      result = { ok: false, code: card.outcome, message: FAILURE_MESSAGES[card.outcome] };
    else if (failsByAmount(request.amountCents))
      result = { ok: false, code: 'processing_error', message: FAILURE_MESSAGES.processing_error };
    else result = { ok: true, reference: `sbx_ch_${randomBytes(12).toString('base64url')}`, serviceFeeCents: 0 };
    this.charges.set(request.idempotencyKey, result);
    return result;
  }

  async refund(reference: string): Promise<{ ok: boolean }> {
    return { ok: [...this.charges.values()].some((c) => c.ok && c.reference === reference) };
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
