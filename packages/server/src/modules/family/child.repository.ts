import { sql, type Kysely } from 'kysely';
import { matchKey } from '@cc/core';
import type { Database } from '../../db/database';
import type { ChildRow } from './family.table';

const lowerTrim = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`;

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

  /** Whether a child with these names (trimmed, any case) and date of birth is on any account of the business. */
  async isKnownInBusiness(
    businessId: string,
    child: { firstName: string; lastName: string; dateOfBirth: string },
  ): Promise<boolean> {
    const row = await this.db
      .selectFrom('child')
      .innerJoin('account', 'account.id', 'child.account_id')
      .select('child.id')
      .where('account.business_id', '=', businessId)
      .where(lowerTrim('child.last_name'), '=', matchKey(child.lastName))
      .where('child.date_of_birth', '=', child.dateOfBirth)
      .where(lowerTrim('child.first_name'), '=', matchKey(child.firstName))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
