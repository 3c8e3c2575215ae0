import type { Clock } from '../../clock';
import type { ChargeEvent } from '../provider';
import { signWebhook } from './webhook-signature';

/** A failed delivery is tried again after 10 s, 20 s, 40 s... (at most an hour apart), up to this many times. */
export const WEBHOOK_ATTEMPTS = 10;
const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** (attempts - 1), 3_600_000);

type Deliver = (rawBody: string, signature: string) => Promise<number>;

/**
 * The sandbox's webhooks, delivered as processors deliver theirs: signed at each attempt, the same event id every
 * time (the server records each id once), retried with backoff until the server answers 2xx.
 */
export class WebhookOutbox {
  private readonly waiting = new Map<string, { body: string; attempts: number; nextAt: number }>();
  private deliver?: Deliver;

  constructor(
    private readonly clock: Clock,
    private readonly secret: string,
  ) {}

  deliverTo(deliver: Deliver): void {
    this.deliver = deliver;
  }

  /** Events not yet acknowledged. */
  get pending(): number {
    return this.waiting.size;
  }

  async send(event: ChargeEvent): Promise<void> {
    const body = JSON.stringify({ type: `charge.${event.outcome}`, ...event });
    this.waiting.set(event.id, { body, attempts: 0, nextAt: 0 });
    await this.flush();
  }

  /** Delivers every event whose next attempt is due. */
  async flush(): Promise<void> {
    if (!this.deliver) return;
    const now = this.clock.now();
    for (const [id, entry] of this.waiting) {
      if (entry.nextAt > now.getTime()) continue;
      entry.attempts += 1;
      const status = await this.deliver(entry.body, signWebhook(this.secret, entry.body, now)).catch(() => 0);
      if ((status >= 200 && status < 300) || entry.attempts >= WEBHOOK_ATTEMPTS) this.waiting.delete(id);
      else entry.nextAt = now.getTime() + backoffMs(entry.attempts);
    }
  }
}
