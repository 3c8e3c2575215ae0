import { GraphQLError } from 'graphql';

/**
 * Calls per client address per window, per operation. The widget itself throttles the person check to one call
 * every 2 seconds (document 1, section 9), so 30 a minute never stops a family; it stops scripts that would walk
 * the business's families by name, email, phone or child's birthday.
 */
export const RATE_LIMITS = {
  personExists: { limit: 30, windowMs: 60_000 },
  isKnownChild: { limit: 30, windowMs: 60_000 },
  // Anonymous writes: a family sends one enquiry, centre staff at one desk a few a minute; a script creating
  // families by the hundred is stopped per address, and per business whatever addresses it spreads over.
  submitApplication: { limit: 5, windowMs: 60_000 }, // SUBMIT_LIMIT_PER_CLIENT
  submitApplicationPerBusiness: { limit: 60, windowMs: 60_000 }, // SUBMIT_LIMIT_PER_BUSINESS
  // Sign-in codes: the code page lets a parent resend every 45 s, so 3 a minute per email never stops one; per
  // address, a script mailing codes to a list of addresses (or guessing codes) is stopped. Keyed by the email's hash.
  requestSignInCode: { limit: 10, windowMs: 60_000 },
  requestSignInCodePerEmail: { limit: 3, windowMs: 60_000 },
  answerSignInChallenge: { limit: 30, windowMs: 60_000 }, // SIGN_IN_ANSWER_LIMIT_PER_CLIENT
  // Opening or answering a re-enrolment request by its link code (128 bits: not guessable; this stops scanning).
  correspondenceByCode: { limit: 60, windowMs: 60_000 },
  // Opening or answering an offer by its link code: a family loads, checks and answers a few times a minute.
  offerByCode: { limit: 120, windowMs: 60_000 }, // OFFER_LINK_LIMIT_PER_CLIENT
  // Bank details sent to the tokenizer: a family verifies an account or two; a script testing account numbers is stopped.
  bankToken: { limit: 10, windowMs: 60_000 },
} as const;
export type RateLimitedOperation = keyof typeof RATE_LIMITS;
export type RateLimits = Record<RateLimitedOperation, { limit: number; windowMs: number }>;

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';

export function rateLimited(): GraphQLError {
  return new GraphQLError(RATE_LIMITED_MESSAGE, { extensions: { code: 'RATE_LIMITED' } });
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
  async check(operation: RateLimitedOperation, client: string): Promise<void> {
    const { limit, windowMs } = this.options.limits?.[operation] ?? RATE_LIMITS[operation];
    const now = this.now();
    const windowStart = Math.floor(now / windowMs) * windowMs;
    let count: number;
    try {
      count = await this.store.hit(`rl:${operation}:${client}:${windowStart}`, windowStart + windowMs - now);
    } catch (error) {
      this.options.onStoreError?.(error);
      return;
    }
    if (count > limit) throw rateLimited();
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
