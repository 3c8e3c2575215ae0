// A centre's programs (rows, groups, day counts) are the same for every family asking on a day, and they are read
// on every step a family takes: they are cached per business, centre and date for a few seconds. What a family
// sends (children's names and dates of birth) is never part of a key or a value: the per-child filtering runs on
// each request, after the cache. A change to a business's programs is published on the invalidation bus, and every
// server copy drops that business's entries at once.
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/database';
import type { InvalidationBus } from '../../cache/invalidation';
import { ProgramRepository, type ProgramAtCenter } from './program.repository';

export const PROGRAM_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

export interface ProgramCacheOptions {
  bus: InvalidationBus;
  /** The server's clock, in ms (entries expire by it). */
  now: () => number;
  ttlMs?: number;
}

export class CachedProgramRepository extends ProgramRepository {
  private readonly lists: LRUCache<string, Promise<ProgramAtCenter[]>>;

  constructor(db: Kysely<Database>, options: ProgramCacheOptions) {
    super(db);
    this.lists = new LRUCache({
      max: MAX_ENTRIES,
      ttl: options.ttlMs ?? PROGRAM_CACHE_TTL_MS,
      ttlAutopurge: false,
      // Ask the server's clock every time: a cached "now" would outlive a test clock's move.
      ttlResolution: 0,
      perf: { now: options.now },
    });
    options.bus.subscribe((businessId) => this.forget(businessId));
  }

  /** What the cache holds now, as JSON by key (tests check it carries no family's data). */
  async contents(): Promise<Record<string, string>> {
    const entries = await Promise.all(
      [...this.lists.entries()].map(async ([key, list]) => [key, JSON.stringify(await list)] as const),
    );
    return Object.fromEntries(entries);
  }

  override listForCenter(businessId: string, centerId: string, onDate: string): Promise<ProgramAtCenter[]> {
    const key = `${businessId}/${centerId}/${onDate}`;
    const cached = this.lists.get(key);
    if (cached) return cached;
    // The promise is cached, so concurrent requests for the same centre share one read; a failed read is not kept.
    const read = super.listForCenter(businessId, centerId, onDate);
    this.lists.set(key, read);
    read.catch(() => this.lists.get(key) === read && this.lists.delete(key));
    return read;
  }

  private forget(businessId: string): void {
    for (const key of this.lists.keys()) if (key.startsWith(`${businessId}/`)) this.lists.delete(key);
  }
}
