import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';
import type {
  BankTokenResult,
  ChargeEvent,
  ChargeRecord,
  ChargeRequest,
  ChargeResult,
  EncryptedBankDetails,
  PaymentFailureCode,
  PaymentMethod,
  PaymentMethodType,
  PaymentProvider,
  PaymentSession,
} from '../provider';
import { BankCrypto } from './bank-crypto';
import { startFieldsServer, type BankTokenizeBody, type CardTokenizeResult, type FieldsServer } from './fields-server';
import { bankCountry, bankDetailErrors, debitOutcome, type BankCountry } from './test-banks';
import { FAILURE_MESSAGES, SANDBOX_CARDS, brandOf, failsByAmount, luhnValid, type CardOutcome } from './test-cards';
import { WebhookOutbox } from './webhook-outbox';
import { webhookSignatureValid } from './webhook-signature';

/** A fields session lasts this long without typing, as a processor's would (the widget polls and warns when it ends). */
export const SANDBOX_SESSION_MINUTES = 10;
/** A bank debit settles (or is returned) this long after it is made, by the server's clock. */
export const SANDBOX_DEBIT_SECONDS = 30;

interface Session {
  parentOrigin: string;
  expiresAt: Date;
  country: BankCountry;
}

interface StoredMethod {
  method: PaymentMethod;
  outcome: CardOutcome | 'settles' | PaymentFailureCode;
  parentOrigin: string;
}

interface StoredCharge extends ChargeRecord {
  parentOrigin: string;
  description: string;
  currency: string;
  /** A pending debit's day of reckoning, and how it ends. */
  settleAt?: Date;
  settleAs?: 'settles' | PaymentFailureCode;
}

/**
 * The built-in processor: card and bank pages on its own origin (its own port), tokens for test cards and accounts,
 * charges decided as real sandboxes decide them (by card, account number and amount), bank debits that settle later
 * and a signed webhook for every final outcome. It keeps everything in memory: a card or account number is read
 * once, to check it and take its last four digits, and never stored or logged.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly processor = 'SANDBOX' as const;
  readonly isSandbox = true;
  readonly termsAndConditions =
    'Payments on this site are made in the sandbox: no card is charged and no money moves. Card and bank details ' +
    "are sent to the sandbox's own page, which hands this site a token; the site never sees the card or account number.";
  private readonly sessions = new Map<string, Session>();
  private readonly methods = new Map<string, StoredMethod>();
  private readonly charges = new Map<string, StoredCharge>();
  private readonly chargeByKey = new Map<string, string>();
  private readonly crypto = new BankCrypto();
  /** Signs webhooks; and, per business, the tokenizer's bearer keys are derived from it. */
  private readonly secret = randomBytes(32).toString('hex');
  private readonly outbox: WebhookOutbox;
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly clock: Clock,
    private readonly server: FieldsServer,
  ) {
    this.outbox = new WebhookOutbox(clock, this.secret);
    // Debits come due by the server's clock; a test moves the clock and calls settleDue itself.
    this.timer = setInterval(() => void this.settleDue(), 1000);
    this.timer.unref();
  }

  static async start(clock: Clock, options: { host: string; port: number }): Promise<SandboxPaymentProvider> {
    // The pages call back into the provider they belong to; the provider needs the pages' origin first.
    const ref: { provider?: SandboxPaymentProvider } = {};
    const server = await startFieldsServer(options, {
      tokenizeCard: (input) => ref.provider!.tokenizeCard(input),
      tokenizeBank: (bearer, body) => ref.provider!.tokenizerBankPath(bearer, body),
      parentOriginOf: (key) => ref.provider!.liveSession(key)?.parentOrigin,
      touch: (key) => ref.provider!.touch(key),
      publicKey: () => ref.provider!.crypto.publicKeySpki,
      challenge: (reference) => ref.provider!.challenge(reference),
      answerChallenge: (reference, approve) => ref.provider!.answerChallenge(reference, approve),
    });
    ref.provider = new SandboxPaymentProvider(clock, server);
    return ref.provider;
  }

  frameOrigins(): string[] {
    return [this.server.origin];
  }

  async prepareSession(parentOrigin: string, now: Date, country: string): Promise<PaymentSession> {
    const key = randomBytes(16).toString('base64url');
    const expiresAt = new Date(now.getTime() + SANDBOX_SESSION_MINUTES * 60_000);
    this.sessions.set(key, { parentOrigin, expiresAt, country: bankCountry(country) });
    const page = (path: string, extra: Record<string, string> = {}) => {
      const url = new URL(path, this.server.origin);
      url.searchParams.set('session', key);
      for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
      return url.toString();
    };
    return {
      key,
      expiresAt,
      durationMinutes: SANDBOX_SESSION_MINUTES,
      fieldsUrl: page('/fields'),
      bankFieldsUrl: page('/bank-fields', { country: bankCountry(country) }),
      fieldsOrigin: this.server.origin,
    };
  }

  async sessionStatus(key: string) {
    const session = this.sessions.get(key);
    return session && { expiresAt: session.expiresAt, durationMinutes: SANDBOX_SESSION_MINUTES };
  }

  private liveSession(key: string): Session | undefined {
    const session = this.sessions.get(key);
    return session && session.expiresAt > this.clock.now() ? session : undefined;
  }

  private touch(key: string): void {
    const session = this.liveSession(key);
    if (session) session.expiresAt = new Date(this.clock.now().getTime() + SANDBOX_SESSION_MINUTES * 60_000);
  }

  private newToken(method: Omit<PaymentMethod, 'token'>, outcome: StoredMethod['outcome'], parentOrigin: string) {
    const token = `sbx_tok_${randomBytes(16).toString('base64url')}`;
    this.methods.set(token, { method: { token, ...method }, outcome, parentOrigin });
    return token;
  }

  /** The card page's POST /tokenize: checks the card as a processor would and hands back a token. */
  tokenizeCard(input: { session: string; number: string; expiry: string; cvc: string }): CardTokenizeResult {
    const session = this.liveSession(input.session);
    if (!session) return { ok: false, errors: { form: 'This page has expired. Please reload it.' } };
    this.touch(input.session);
    const number = input.number.replace(/[\s-]/g, '');
    const errors: Record<string, string> = {};
    if (!luhnValid(number)) errors.number = 'Your card number is invalid.';
    const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
    if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
    // A card is valid to the end of its expiry month.
    else if (Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1) <= this.clock.now().getTime())
      errors.expiry = "Your card's expiry date is in the past.";
    if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = 'Your card’s security code is invalid.';
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const method = { type: 'CREDIT_CARD' as const, brand: brandOf(number), lastFour: number.slice(-4) };
    const token = this.newToken(method, SANDBOX_CARDS[number] ?? 'approved', session.parentOrigin);
    return { ok: true, token, brand: method.brand, lastFour: method.lastFour };
  }

  /** The bearer key the tokenizer expects for a business ("secretKeyId"). */
  private bearerFor(businessId: string): string {
    return createHmac('sha256', this.secret).update(`tokenizer:${businessId}`).digest('base64url');
  }

  /** The tokenizer's POST /tokenize for bank details: authorised by the business's key, details encrypted. */
  private tokenizerBankPath(bearer: string | undefined, body: BankTokenizeBody): { status: number; body: unknown } {
    const expected = Buffer.from(this.bearerFor(String(body.secretKeyId ?? '')));
    if (!bearer || bearer.length !== expected.length || !timingSafeEqual(Buffer.from(bearer), expected))
      return { status: 401, body: { errors: ['Unauthorized'] } };
    const session = this.liveSession(String(body.session ?? ''));
    if (!session) return { status: 422, body: { errors: ['This page has expired. Please reload it.'] } };
    const plain = body.encrypted && this.crypto.decrypt(body.encrypted);
    if (!plain)
      return { status: 422, body: { errors: ['The bank details could not be read. Please enter them again.'] } };
    this.touch(String(body.session));
    const errors = bankDetailErrors(session.country, plain);
    if (errors.length > 0) return { status: 422, body: { errors } };
    const account = plain.paymentNumber.replace(/[\s-]/g, '');
    const type: PaymentMethodType = body.accountType === 'SAVINGS_ACCOUNT' ? 'SAVINGS_ACCOUNT' : 'CHECKING_ACCOUNT';
    const method = { type, brand: type, lastFour: account.slice(-4) };
    const token = this.newToken(method, debitOutcome(account), session.parentOrigin);
    return { status: 200, body: { token, type, lastFour: method.lastFour } };
  }

  async tokenizeBank(input: {
    sessionKey: string;
    businessId: string;
    encrypted: EncryptedBankDetails;
    accountType: PaymentMethodType;
  }): Promise<BankTokenResult> {
    // Over HTTP, as a real tokenizer is reached: the server never decrypts what it forwards.
    const response = await fetch(new URL('/tokenize', this.server.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.bearerFor(input.businessId)}` },
      body: JSON.stringify({
        session: input.sessionKey,
        secretKeyId: input.businessId,
        accountType: input.accountType,
        encrypted: input.encrypted,
      }),
    });
    const body = (await response.json()) as { token?: string; errors?: string[] };
    const method = body.token ? this.methods.get(body.token)?.method : undefined;
    return method ? { ok: true, method } : { ok: false, errors: body.errors ?? ['Sorry we encountered a problem'] };
  }

  async lookupMethod(token: string): Promise<PaymentMethod | undefined> {
    return this.methods.get(token)?.method;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = this.chargeByKey.get(request.idempotencyKey);
    if (earlier) return this.resultOf(this.charges.get(earlier)!);
    const stored = this.methods.get(request.token);
    if (!stored) return { status: 'failed', code: 'unknown_token', message: FAILURE_MESSAGES.unknown_token };
    const reference = `sbx_ch_${randomBytes(12).toString('base64url')}`;
    const charge: StoredCharge = {
      reference,
      status: 'succeeded',
      amountCents: request.amountCents,
      serviceFeeCents: 0,
      parentOrigin: stored.parentOrigin,
      description: request.description,
      currency: request.currency,
    };
    const fail = (code: PaymentFailureCode) => {
      charge.status = 'failed';
      charge.failure = { code, message: FAILURE_MESSAGES[code] };
    };
    if (stored.method.type !== 'CREDIT_CARD') {
      charge.status = 'pending';
      charge.settleAt = new Date(this.clock.now().getTime() + SANDBOX_DEBIT_SECONDS * 1000);
      charge.settleAs = stored.outcome as StoredCharge['settleAs'];
    } else if (stored.outcome === '3ds') charge.status = 'requires_action';
    else if (stored.outcome !== 'approved') fail(stored.outcome as PaymentFailureCode);
    else if (failsByAmount(request.amountCents)) fail('processing_error');
    this.charges.set(reference, charge);
    this.chargeByKey.set(request.idempotencyKey, reference);
    return this.resultOf(charge);
  }

  private resultOf(charge: StoredCharge): ChargeResult {
    switch (charge.status) {
      case 'succeeded':
        return { status: 'succeeded', reference: charge.reference, serviceFeeCents: charge.serviceFeeCents };
      case 'pending':
        return { status: 'pending', reference: charge.reference };
      case 'requires_action': {
        const url = new URL('/challenge', this.server.origin);
        url.searchParams.set('reference', charge.reference);
        return { status: 'requires_action', reference: charge.reference, actionUrl: url.toString() };
      }
      case 'failed':
        return { status: 'failed', ...charge.failure! };
    }
  }

  async lookupCharge(reference: string): Promise<ChargeRecord | undefined> {
    const charge = this.charges.get(reference);
    return charge && { ...charge };
  }

  private challenge(reference: string) {
    const charge = this.charges.get(reference);
    if (charge?.status !== 'requires_action') return undefined;
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: charge.currency }).format(
      charge.amountCents / 100,
    );
    return { parentOrigin: charge.parentOrigin, amount, description: charge.description };
  }

  private async answerChallenge(reference: string, approve: boolean): Promise<'succeeded' | 'failed' | undefined> {
    const charge = this.charges.get(reference);
    if (!charge) return undefined;
    if (charge.status === 'requires_action') {
      if (approve) charge.status = 'succeeded';
      else {
        charge.status = 'failed';
        charge.failure = { code: 'authentication_failed', message: FAILURE_MESSAGES.authentication_failed };
      }
      await this.sendWebhook(charge);
    }
    return charge.status === 'succeeded' ? 'succeeded' : 'failed';
  }

  /** Settles or returns every debit whose day has come, and tells the server by webhook. */
  async settleDue(): Promise<void> {
    const now = this.clock.now();
    for (const charge of this.charges.values()) {
      if (charge.status !== 'pending' || !charge.settleAt || charge.settleAt > now) continue;
      if (charge.settleAs === 'settles') charge.status = 'succeeded';
      else {
        const code = charge.settleAs ?? 'processing_error';
        charge.status = 'failed';
        charge.failure = { code, message: FAILURE_MESSAGES[code] };
      }
      await this.sendWebhook(charge);
    }
    // Deliveries the server did not acknowledge are tried again when due.
    await this.outbox.flush();
  }

  private async sendWebhook(charge: StoredCharge): Promise<void> {
    if (charge.status !== 'succeeded' && charge.status !== 'failed') return;
    await this.outbox.send({
      id: `sbx_evt_${randomBytes(12).toString('base64url')}`,
      reference: charge.reference,
      outcome: charge.status,
    });
  }

  /** Webhooks not yet acknowledged by the server. */
  get webhooksPending(): number {
    return this.outbox.pending;
  }

  deliverWebhooksTo(deliver: (rawBody: string, signature: string) => Promise<number>): void {
    this.outbox.deliverTo(deliver);
  }

  verifyWebhook(rawBody: string, signature: string | undefined, now: Date): ChargeEvent | undefined {
    if (!webhookSignatureValid(this.secret, rawBody, signature, now)) return undefined;
    const event = JSON.parse(rawBody) as Partial<ChargeEvent>;
    if (typeof event.id !== 'string' || typeof event.reference !== 'string') return undefined;
    if (event.outcome !== 'succeeded' && event.outcome !== 'failed') return undefined;
    return { id: event.id, reference: event.reference, outcome: event.outcome };
  }

  async refund(reference: string): Promise<{ ok: boolean }> {
    return { ok: this.charges.get(reference)?.status === 'succeeded' };
  }

  close(): Promise<void> {
    clearInterval(this.timer);
    return this.server.close();
  }
}
