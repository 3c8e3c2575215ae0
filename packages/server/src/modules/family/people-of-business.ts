import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * People on the business's accounts, joined once here: every look-up of "someone this business knows" starts from
 * it, so no query can forget the business filter.
 */
export function peopleOfBusiness(db: Kysely<Database>, businessId: string) {
  return db
    .selectFrom('person')
    .innerJoin('account_person', 'account_person.person_id', 'person.id')
    .innerJoin('account', 'account.id', 'account_person.account_id')
    .where('account.business_id', '=', businessId);
}
