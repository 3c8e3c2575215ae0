import { sql, type Kysely } from 'kysely';
import { matchKey } from '@cc/core';
import type { Database } from '../../db/database';

export interface PersonMatchRow {
  id: string;
  canSignIn: boolean;
}

const lowerTrim = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`;

/** Read-only look-ups of the people on a business's accounts (the enquiry's existing-person check). */
export class PersonRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** People on the business's accounts with this first name, last name and email (trimmed, any case), once each. */
  async findByNameAndEmail(
    businessId: string,
    who: { firstName: string; lastName: string; email: string },
  ): Promise<PersonMatchRow[]> {
    const rows = await this.db
      .selectFrom('person')
      .innerJoin('account_person', 'account_person.person_id', 'person.id')
      .innerJoin('account', 'account.id', 'account_person.account_id')
      .select(['person.id', 'person.login_enabled_at'])
      .distinct()
      .where('account.business_id', '=', businessId)
      .where(sql<string>`lower(person.email)`, '=', matchKey(who.email))
      .where(lowerTrim('person.first_name'), '=', matchKey(who.firstName))
      .where(lowerTrim('person.last_name'), '=', matchKey(who.lastName))
      .limit(2)
      .execute();
    return rows.map((row) => ({ id: row.id, canSignIn: row.login_enabled_at !== null }));
  }

  /** Whether someone on the business's accounts has this phone number (E.164, as numbers are stored). */
  async isPhoneKnown(businessId: string, e164: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('person')
      .innerJoin('account_person', 'account_person.person_id', 'person.id')
      .innerJoin('account', 'account.id', 'account_person.account_id')
      .select('person.id')
      .where('account.business_id', '=', businessId)
      .where('person.phone_number', '=', e164)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
