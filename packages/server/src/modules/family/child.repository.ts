import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ChildRow } from './family.table';

export class ChildRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Children with these ids on accounts of the business; other ids are simply absent. */
  async findInBusiness(businessId: string, ids: readonly string[]): Promise<ChildRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('child')
      .innerJoin('account', 'account.id', 'child.account_id')
      .selectAll('child')
      .where('account.business_id', '=', businessId)
      .where('child.id', 'in', ids)
      .execute();
  }
}
