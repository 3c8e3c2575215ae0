import { GraphQLError } from 'graphql';

/**
 * Calls per client address per window, per operation. The widget itself throttles the person check to one call
 * every 2 seconds (document 1, section 9), so 30 a minute never stops a family; it stops scripts that would walk
 * the business's families by name, email, phone or child's birthday.
 */
export const RATE_LIMITS = {
  personExists: { limit: 30, windowMs: 60_000 },
  // The registration's email page asks by email alone, which tells whether the business knows that email. One
  // family asks about its own email a few times; a script testing a list of emails is stopped per email (keyed by
  // business and the email's hash) and, whatever addresses it spreads over, by the business's share.
  personExistsByEmail: { limit: 10, windowMs: 3_600_000 },
  personExistsByEmailPerBusiness: { limit: 60, windowMs: 60_000 },
  isKnownChild: { limit: 30, windowMs: 60_000 },
  // Anonymous writes: a family sends one enquiry, centre staff at one desk a few a minute; a script creating
  // families by the hundred is stopped per address, and per business whatever addresses it spreads over.
  submitApplication: { limit: 5, windowMs: 60_000 }, // SUBMIT_LIMIT_PER_CLIENT
  submitApplicationPerBusiness: { limit: 60, windowMs: 60_000 }, // SUBMIT_LIMIT_PER_BUSINESS
  // Sign-in codes: the code page lets a parent resend every 45 s, so 3 a minute per email never stops one; per
  // address, a script mailing codes to a list of addresses (or guessing codes) is stopped. Keyed by the email's hash.
  requestSignInCode: { limit: 10, windowMs: 60_000 },
  requestSignInCodePerEmail: { limit: 3, windowMs: 60_000 },
  // 3 codes a minute with 5 guesses each is 15 guesses a minute, about 2% a day against one account; 20 codes a day
  // (100 guesses, 0.01%) is more than any parent asks for, who is told to try again tomorrow (DAILY_CODE_LIMIT_MESSAGE).
  requestSignInCodePerEmailPerDay: { limit: 20, windowMs: 86_400_000 },
  answerSignInChallenge: { limit: 30, windowMs: 60_000 }, // SIGN_IN_ANSWER_LIMIT_PER_CLIENT
  // Opening or answering a re-enrolment request by its link code (128 bits: not guessable; this stops scanning).
  correspondenceByCode: { limit: 60, windowMs: 60_000 },
  // Opening an enquiry link by its code (centersForLinkCode, businessFor): a family's page asks twice per load.
  enquiryLinkByCode: { limit: 120, windowMs: 60_000 },
  // Opening or answering an offer by its link code: a family loads, checks and answers a few times a minute.
  offerByCode: { limit: 120, windowMs: 60_000 }, // OFFER_LINK_LIMIT_PER_CLIENT
  // Bank details sent to the tokenizer: a family verifies an account or two; a script testing account numbers is stopped.
  bankToken: { limit: 10, windowMs: 60_000 },
} as const;
export type RateLimitedOperation = keyof typeof RATE_LIMITS;
export type RateLimits = Record<RateLimitedOperation, { limit: number; windowMs: number }>;

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';
export const DAILY_CODE_LIMIT_MESSAGE =
  'Too many sign-in codes have been sent to this email today. Please try again tomorrow or contact your centre.';
/** Limits whose window is not a minute say when to come back. */
const MESSAGES: Partial<Record<RateLimitedOperation, string>> = {
  requestSignInCodePerEmailPerDay: DAILY_CODE_LIMIT_MESSAGE,
};

/** How far past its limit a business's share lets clients new to the window in (see RateLimiter.checkShare). */
export const SHARE_CEILING = 10;

export function rateLimited(message = RATE_LIMITED_MESSAGE): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'RATE_LIMITED' } });
}

/** Where fixed-window counters live: this process, or Redis when server copies must share them. */
export interface RateLimitStore {
  /**
   * Counts one call against `key` and returns the calls counted so far; the count is dropped `ttlMs` from now (a
   * duration, not an instant: the limiter's clock may be a test's, the store's is its own).
   */
  hit(key: string, ttlMs: number): Promise<number>;
  close(): Promise<void>;
}

/** Counters in a Map; expired windows are swept as new ones open, so idle clients do not pile up. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, ttlMs: number): Promise<number> {
    const now = this.now();
    const expiresAt = now + ttlMs;
    // Stryker disable next-line ConditionalExpression: sweeping more often keeps the same counts; it only costs time
    if (now >= this.nextSweep) this.sweep(now, expiresAt);
    const counter = this.counters.get(key);
    if (counter && counter.expiresAt > now) return ++counter.count;
    this.counters.set(key, { count: 1, expiresAt });
    return 1;
  }

  private sweep(now: number, nextSweep: number): void {
    for (const [key, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(key);
    this.nextSweep = nextSweep;
  }

  get size(): number {
    return this.counters.size;
  }

  async close(): Promise<void> {
    this.counters.clear();
  }
}

export interface RateLimiterOptions {
  now?: () => number;
  /** Other limits than RATE_LIMITS (tests that are not about limits send many requests from one address). */
  limits?: Partial<RateLimits>;
  /** Told when the store fails; the call is then let through (see `check`). */
  onStoreError?: (error: unknown) => void;
}

export class RateLimiter {
  private readonly now: () => number;

  constructor(
    private readonly store: RateLimitStore,
    private readonly options: RateLimiterOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Counts a call by `client` to `operation` and throws RATE_LIMITED past the limit. A store that cannot answer
   * (Redis down) lets the call through: these are look-ups a family needs to finish the form, and an outage of
   * the counters must not take the form down with it.
   */
  async check(operation: RateLimitedOperation, client: string): Promise<number> {
    const count = await this.count(operation, client);
    if (count > this.limitOf(operation).limit) throw rateLimited(MESSAGES[operation]);
    return count;
  }

  /**
   * A limit shared by everyone who calls for one business (the enquiries it receives, the look-ups on its registration
   * page). Counted as one total, a dozen addresses could use up the whole share and lock the form for every family.
   * Past the limit, a client that has already called in its own window (`clientCalls`, what its own check returned,
   * above 1) is refused, while a client new to the window still gets through, up to SHARE_CEILING times the limit,
   * where a flood spread over many addresses stops everyone.
   */
  async checkShare(operation: RateLimitedOperation, business: string, clientCalls: number): Promise<void> {
    const { limit } = this.limitOf(operation);
    const count = await this.count(operation, business);
    if (count <= limit) return;
    if (clientCalls > 1 || count > limit * SHARE_CEILING) throw rateLimited(MESSAGES[operation]);
  }

  private limitOf(operation: RateLimitedOperation): { limit: number; windowMs: number } {
    return this.options.limits?.[operation] ?? RATE_LIMITS[operation];
  }

  /** Counts the call in its window; 0 when the store cannot answer (see `check`). */
  private async count(operation: RateLimitedOperation, client: string): Promise<number> {
    const { windowMs } = this.limitOf(operation);
    const now = this.now();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    try {
      return await this.store.hit(`rl:${operation}:${client}:${windowStart}`, windowStart + windowMs - now);
    } catch (error) {
      this.options.onStoreError?.(error);
      return 0;
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
