// A centre's programs (rows, groups, day counts) are the same for every family asking on a day, and they are read
// on every step a family takes: they come from the business-scoped cache, per centre and date. What a family sends
// (children's names and dates of birth) is never part of a key or a value: the per-child filtering runs on each
// request, after the cache.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { BusinessScopedCache } from '../../cache/business-scoped-cache';
import { ProgramRepository, type ProgramAtCenter } from './program.repository';

export class CachedProgramRepository extends ProgramRepository {
  constructor(
    db: Kysely<Database>,
    private readonly cache: BusinessScopedCache,
  ) {
    super(db);
  }

  override listForCenter(businessId: string, centerId: string, onDate: string): Promise<ProgramAtCenter[]> {
    return this.cache.read(businessId, `programs/${centerId}/${onDate}`, () =>
      super.listForCenter(businessId, centerId, onDate),
    );
  }
}
