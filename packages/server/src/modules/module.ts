import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers.generated';

/**
 * One domain of the API. A module is registered once, in modules/index.ts; the schema, the resolver map and the
 * repository set are all built from that list, so adding a domain means writing its folder and one line there.
 */
export interface ServerModule<R extends object = object> {
  /** The folder under modules/. */
  name: string;
  /** Whether modules/<name>/<name>.graphql contributes to the schema. */
  schema: boolean;
  query?: Partial<QueryResolvers>;
  mutation?: Partial<MutationResolvers>;
  /** Fields of object types this module answers itself (a field with arguments, or one a type gains from here). */
  fields?: Omit<Resolvers, 'Query' | 'Mutation'>;
  /** The module's repositories over a connection or a transaction; keys are unique across modules. */
  repositories?: (db: Kysely<Database>) => R;
}

export function defineModule<R extends object = object>(module: ServerModule<R>): ServerModule<R> {
  return module;
}
