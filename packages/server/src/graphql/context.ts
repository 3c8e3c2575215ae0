import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import type { Repositories } from '../modules/repositories';
import type { RateLimiter } from '../security/rate-limit';

/** What every resolver receives: repositories (resolvers never write SQL), the server's logger, and the caller. */
export interface GraphQLContext {
  db: Kysely<Database>;
  repos: Repositories;
  log: Logger;
  rateLimiter: RateLimiter;
  /** The client's address as Fastify sees it (behind a proxy: the forwarded one, per trustProxy). */
  clientIp: string;
}
