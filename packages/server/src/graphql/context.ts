import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Repositories, WithTransaction } from '../modules/repositories';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/provider';
import type { RateLimiter } from '../security/rate-limit';

/** What every resolver receives: repositories (resolvers never write SQL), the server's logger, and the caller. */
export interface GraphQLContext {
  repos: Repositories;
  /** Multi-step writes: one transaction, with repositories bound to it. */
  withTransaction: WithTransaction;
  /** The server's one clock: resolvers never call `new Date()` themselves. */
  clock: Clock;
  log: Logger;
  rateLimiter: RateLimiter;
  /** The client's address as Fastify sees it (behind a proxy: the forwarded one, per trustProxy). */
  clientIp: string;
  /** The browser's Origin header, when the request came from a page; business-access.ts checks it per business. */
  origin?: string;
  /** The request's Authorization header as sent; identity/session.access.ts reads the session from it. */
  authorization?: string;
  /** The payment processor offers' fees are charged through (the built-in sandbox unless one is configured). */
  payments: PaymentProvider;
  /** Sends mail (SMTP_URL), or keeps it in the outbox table. */
  mailer: Mailer;
  /** Where families reach the hosted pages (PUBLIC_URL, no trailing slash): links in mail start with it. */
  publicUrl: string;
  /** This server's own origin (PUBLIC_URL): the hosted pages and the mobile app's webview call from it. */
  selfOrigin: string;
  /** A staff change to a business's settings: every server copy drops what it cached of the business. */
  businessChanged(businessId: string): Promise<void>;
}
