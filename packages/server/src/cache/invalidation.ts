// "A business's data changed": every server copy drops what it cached of that business. In one process the message
// goes round an EventEmitter; with REDIS_URL it goes through Redis pub/sub, so the copies behind a load balancer
// hear each other. A message is a business id and nothing else (no names, no values).
import { EventEmitter } from 'node:events';
import { createClient } from 'redis';

export const INVALIDATION_CHANNEL = 'cc:business-changed';

export interface InvalidationBus {
  /** Tells every copy (this one first, at once) that `businessId`'s cached reads are stale. */
  publish(businessId: string): Promise<void>;
  subscribe(listener: (businessId: string) => void): void;
  close(): Promise<void>;
}

export class LocalInvalidationBus implements InvalidationBus {
  private readonly events = new EventEmitter();

  async publish(businessId: string): Promise<void> {
    this.events.emit('changed', businessId);
  }

  subscribe(listener: (businessId: string) => void): void {
    this.events.on('changed', listener);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

type Client = ReturnType<typeof createClient>;

export class RedisInvalidationBus implements InvalidationBus {
  private readonly local = new LocalInvalidationBus();

  private constructor(
    private readonly publisher: Client,
    private readonly subscriber: Client,
  ) {}

  static async connect(url: string, onError: (error: unknown) => void): Promise<RedisInvalidationBus> {
    const publisher: Client = createClient({ url, socket: { connectTimeout: 5_000 } });
    publisher.on('error', onError);
    await publisher.connect();
    const subscriber = publisher.duplicate();
    subscriber.on('error', onError);
    await subscriber.connect();
    const bus = new RedisInvalidationBus(publisher, subscriber);
    await subscriber.subscribe(INVALIDATION_CHANNEL, (businessId) => void bus.local.publish(businessId));
    return bus;
  }

  async publish(businessId: string): Promise<void> {
    // This copy forgets at once; the others when Redis delivers (this one hears its own message again: harmless).
    await this.local.publish(businessId);
    await this.publisher.publish(INVALIDATION_CHANNEL, businessId);
  }

  subscribe(listener: (businessId: string) => void): void {
    this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    await this.local.close();
    if (this.subscriber.isOpen) await this.subscriber.close();
    if (this.publisher.isOpen) await this.publisher.close();
  }
}
