import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import type { Repositories } from '../modules/repositories';

/** What every resolver receives: repositories (resolvers never write SQL) and the server's logger. */
export interface GraphQLContext {
  db: Kysely<Database>;
  repos: Repositories;
  log: Logger;
}
