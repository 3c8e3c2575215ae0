import type { Kysely } from 'kysely';
import { matchKey } from '@cc/core';
import type { Database } from '../../db/database';
import { lower } from '../../db/sql';
import type { StaffRole } from './staff-role.table';

export class StaffRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The person's role at the business, if they are staff there. */
  async roleOf(personId: string, businessId: string): Promise<StaffRole | undefined> {
    const row = await this.db
      .selectFrom('staff_role')
      .select('role')
      .where('person_id', '=', personId)
      .where('business_id', '=', businessId)
      .executeTakeFirst();
    return row?.role;
  }

  /** A member of the business's staff with this email (any case), for sign-in. */
  async findByEmail(businessId: string, email: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('staff_role')
      .innerJoin('person', 'person.id', 'staff_role.person_id')
      .select('person.id')
      .where('staff_role.business_id', '=', businessId)
      .where(lower('person.email'), '=', matchKey(email))
      .orderBy('person.created_at')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }
}
