import { createClient } from 'redis';
import type { RateLimitStore } from './rate-limit';

type Client = ReturnType<typeof createClient>;

/** Fixed-window counters in Redis (INCR, then PEXPIRE to the window's end), shared by every server copy. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly client: Client) {}

  async hit(key: string, ttlMs: number): Promise<number> {
    const [count] = await this.client
      .multi()
      .incr(key)
      .pExpire(key, Math.max(1, Math.ceil(ttlMs)))
      .exec();
    return Number(count);
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }
}

/**
 * Connects to REDIS_URL, failing the start when Redis cannot be reached. Once running, commands fail at once
 * while the connection is down (no offline queue), so a request never waits on a reconnecting client.
 */
export async function connectRedisRateLimitStore(
  url: string,
  onError: (error: unknown) => void,
): Promise<RedisRateLimitStore> {
  let connected = false;
  const client: Client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      // Give up on the first connection at once; after that, keep trying with a capped back-off.
      reconnectStrategy: (retries) => (connected ? Math.min(retries * 200, 5_000) : false),
    },
  });
  client.on('error', (error: unknown) => {
    if (connected) onError(error);
  });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Cannot connect to Redis at REDIS_URL: ${(error as Error).message}`, { cause: error });
  }
  connected = true;
  return new RedisRateLimitStore(client);
}
