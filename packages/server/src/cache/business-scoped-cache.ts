// Reads of one business's own data (its row, its centres, their programs) that every request of a family repeats,
// kept for a few seconds. Keys start with the business id, so a change published for a business drops exactly its
// entries, on every server copy (the invalidation bus). Nothing a family sends is ever part of a key or a value.
import { LRUCache } from 'lru-cache';
import type { InvalidationBus } from './invalidation';

export const BUSINESS_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 2_000;

export interface BusinessScopedCacheOptions {
  bus: InvalidationBus;
  /** The server's clock, in ms (entries expire by it). */
  now: () => number;
  ttlMs?: number;
}

export class BusinessScopedCache {
  // One store for every kind of read, so one drop per business reaches them all.
  private readonly entries: LRUCache<string, Promise<unknown>>;

  constructor(options: BusinessScopedCacheOptions) {
    this.entries = new LRUCache({
      max: MAX_ENTRIES,
      ttl: options.ttlMs ?? BUSINESS_CACHE_TTL_MS,
      ttlAutopurge: false,
      // Ask the server's clock every time: a cached "now" would outlive a test clock's move.
      ttlResolution: 0,
      perf: { now: options.now },
    });
    options.bus.subscribe((businessId) => this.forget(businessId));
  }

  /**
   * The cached answer of `read` for this business and key, or a fresh read. The promise is kept, so concurrent
   * requests share one read; a failed read, or one that found nothing, is not kept.
   */
  read<T>(businessId: string, key: string, read: () => Promise<T>): Promise<T> {
    const id = `${businessId}/${key}`;
    const cached = this.entries.get(id) as Promise<T> | undefined;
    if (cached) return cached;
    const fresh = read();
    this.entries.set(id, fresh);
    const drop = () => this.entries.get(id) === fresh && this.entries.delete(id);
    fresh.then((value) => value === undefined && drop(), drop);
    return fresh;
  }

  /** What the cache holds now, as JSON by key (tests check it carries no family's data). */
  async contents(): Promise<Record<string, string>> {
    const entries = await Promise.all(
      [...this.entries.entries()].map(async ([key, value]) => [key, JSON.stringify(await value)] as const),
    );
    return Object.fromEntries(entries);
  }

  private forget(businessId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${businessId}/`)) this.entries.delete(key);
  }
}
