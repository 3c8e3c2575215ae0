// Public reads whose variables hold nothing a family typed about themselves (a centre list, a business's settings,
// the reference lists) are answered from GraphQL Yoga's response cache for a few seconds: in this process, or in
// Redis with REDIS_URL so every server copy shares it. Everything else is never stored: a field not listed here has a
// TTL of 0, and one such field in a document keeps the whole answer out (the lowest TTL wins). Answers are kept per
// calling origin, because a business's origin allow-list decides what an origin may see.
import { createRedisCache } from '@envelop/response-cache-redis';
import { createInMemoryCache, useResponseCache, type Cache } from '@graphql-yoga/plugin-response-cache';
import { Redis } from 'ioredis';
import type { Plugin } from 'graphql-yoga';
import { Kind, parse } from 'graphql';
import { createHash } from 'node:crypto';
import type { GraphQLContext } from './context';
import { TRUSTED_DOCUMENTS, type TrustedDocuments } from './trusted-documents';

/** How long a business's public data may be served from the cache; a published change drops it at once. */
export const PUBLIC_READ_TTL_MS = 5_000;
/** The reference lists (allergens, relationship types, ...) are the same for everyone and change with releases. */
export const REFERENCE_LIST_TTL_MS = 60_000;

/** Query fields answered from the cache, with their TTL; every other Query field is never cached. */
export const CACHED_QUERY_FIELDS: Readonly<Record<string, number>> = {
  searchCenters: PUBLIC_READ_TTL_MS,
  center: PUBLIC_READ_TTL_MS,
  centersForLinkCode: PUBLIC_READ_TTL_MS,
  businessFor: PUBLIC_READ_TTL_MS,
  enrollmentSettings: PUBLIC_READ_TTL_MS,
  enrollmentCenterSettings: PUBLIC_READ_TTL_MS,
  careTypesForCenters: PUBLIC_READ_TTL_MS,
  featureFlags: PUBLIC_READ_TTL_MS,
  program: PUBLIC_READ_TTL_MS,
  enrollmentBillingCycleTemplates: PUBLIC_READ_TTL_MS,
  paymentProcessorTermsAndConditions: PUBLIC_READ_TTL_MS,
  allergens: REFERENCE_LIST_TTL_MS,
  allergicReactions: REFERENCE_LIST_TTL_MS,
  healthTerms: REFERENCE_LIST_TTL_MS,
  relationshipTypes: REFERENCE_LIST_TTL_MS,
};

const KEY_PREFIX = 'cc:response-cache:';

export interface ResponseCache {
  cache: Cache;
  /**
   * Drops every cached answer. Invalidating by type would miss answers whose objects have no id (settings, flags),
   * and a change to a business is rare, so it drops them all; the next reads refill the cache.
   */
  dropBusinessData(): Promise<void>;
  close(): Promise<void>;
}

export function createResponseCache(redisUrl?: string): ResponseCache {
  if (redisUrl) {
    const redis = new Redis(redisUrl, { keyPrefix: KEY_PREFIX });
    return {
      cache: createRedisCache({ redis }) as Cache,
      dropBusinessData: () => deleteByPrefix(redis),
      close: async () => {
        await redis.quit();
      },
    };
  }
  // The in-memory store has no "clear": the plugin talks to this wrapper, which swaps the store for a new one.
  let store = createInMemoryCache();
  const cache: Cache = {
    get: (key) => store.get(key),
    set: (...args) => store.set(...args),
    invalidate: (entities) => store.invalidate(entities),
  };
  return {
    cache,
    dropBusinessData: async () => {
      store = createInMemoryCache();
    },
    close: async () => undefined,
  };
}

/** Deletes every key under this cache's prefix (SCAN takes the full pattern: ioredis adds its prefix to keys only). */
async function deleteByPrefix(redis: Redis): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${KEY_PREFIX}*`, 'COUNT', 500);
    cursor = next;
    // The keys come back prefixed; commands add the prefix again, so strip it.
    if (keys.length > 0) await redis.unlink(...keys.map((key) => key.slice(KEY_PREFIX.length)));
  } while (cursor !== '0');
}

/**
 * The widgets' operations that ask for any field the cache does not keep: the cache stays out of them entirely (the plugin's work on each request costs more than the request itself saves). Any
 * other operation (development tools) goes through the TTL rules above.
 */
function widgetOperationsByCacheability(documents: TrustedDocuments): { never: Set<string> } {
  const never = new Set<string>();
  for (const text of Object.values(documents)) {
    for (const definition of parse(text).definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
      const fields = definition.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : ''));
      const cached = definition.operation === 'query' && fields.every((field) => field in CACHED_QUERY_FIELDS);
      if (!cached) never.add(definition.name.value);
    }
  }
  return { never };
}

/** The plugins for Yoga: `queryFields` are the schema's Query fields (each gets its TTL, 0 unless listed). */
export function responseCachePlugins(
  cache: Cache,
  queryFields: readonly string[],
  documents: TrustedDocuments = TRUSTED_DOCUMENTS,
): Plugin[] {
  const ttlPerSchemaCoordinate = Object.fromEntries(
    queryFields.map((field) => [`Query.${field}`, CACHED_QUERY_FIELDS[field] ?? 0]),
  );
  const { never } = widgetOperationsByCacheability(documents);
  // The cache decides per request before the context knows the operation, so its name is noted here first.
  const operations = new WeakMap<Request, { name: string; hash: string }>();
  const noteOperation: Plugin = {
    onParams({ params, request }) {
      // Without operationName, a document's first operation names it (the widgets' documents hold one each).
      const name = params.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(params.query ?? '')?.[1] ?? '';
      const hash = (params.extensions?.persistedQuery as { sha256Hash?: string } | undefined)?.sha256Hash ?? '';
      operations.set(request, { name, hash });
    },
  };
  // A signed-in caller's answers are their own: never from or into the shared cache.
  const enabled = (request: Request) =>
    !request.headers.get('authorization') && !never.has(operations.get(request)?.name ?? '');
  const cachePlugin = useResponseCache<GraphQLContext>({
    cache,
    ttl: 0,
    ttlPerSchemaCoordinate,
    session: (request) => request.headers.get('origin') ?? '',
    enabled,
    // The plugin builds a key for every request before it asks `enabled`; the default key is an asynchronous
    // WebCrypto SHA-256, which cost 0.12 ms of CPU on each programsForCenter request. Requests the cache stays out
    // of get no key at all; the others a synchronous hash.
    buildResponseCacheKey: ({ documentString, operationName, variableValues, sessionId, request }) => {
      if (!enabled(request)) return 'uncached';
      const hash = operations.get(request)?.hash ?? '';
      const parts = [hash, documentString, operationName ?? '', stableJson(variableValues ?? {}), sessionId ?? ''];
      return createHash('sha256').update(parts.join('|')).digest('hex');
    },
    includeExtensionMetadata: false,
  });
  return [noteOperation, cachePlugin];
}

/** JSON with object keys sorted, so the same variables in another order make the same key. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
