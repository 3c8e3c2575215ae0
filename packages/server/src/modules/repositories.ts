import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { MODULES } from './index';
import type { ServerModule } from './module';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type RepositoriesOf<M> = M extends ServerModule<infer R> ? R : never;

/** Every module's repositories, by name (`repos.persons`, `repos.applications`, ...). */
export type Repositories = UnionToIntersection<RepositoriesOf<(typeof MODULES)[number]>>;

/** Runs `work` in one database transaction with repositories bound to it; a throw rolls everything back. */
export type WithTransaction = <T>(work: (repos: Repositories) => Promise<T>) => Promise<T>;

export function createRepositories(db: Kysely<Database>): Repositories {
  const repos: Record<string, unknown> = {};
  for (const module of MODULES) {
    for (const [key, repository] of Object.entries(module.repositories?.(db) ?? {})) {
      if (key in repos) throw new Error(`Two modules define the repository "${key}".`);
      repos[key] = repository;
    }
  }
  return repos as Repositories;
}

export function transactionsOn(db: Kysely<Database>): WithTransaction {
  return (work) => db.transaction().execute((tx) => work(createRepositories(tx)));
}
