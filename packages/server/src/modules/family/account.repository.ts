import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new account of the business, held by the person; returns the account's id. */
  async createHeldBy(businessId: string, personId: string, name: string): Promise<string> {
    // One statement: the account, and the person as its holder.
    const { account_id } = await this.db
      .with('account_row', (db) => db.insertInto('account').values({ business_id: businessId, name }).returning('id'))
      .insertInto('account_person')
      .columns(['account_id', 'person_id'])
      .expression((eb) =>
        eb.selectFrom('account_row').select(['account_row.id', sql<string>`${personId}::uuid`.as('person_id')]),
      )
      .returning('account_id')
      .executeTakeFirstOrThrow();
    return account_id;
  }
}
