import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new account of the business, held by the person; returns the account's id. */
  async createHeldBy(businessId: string, personId: string, name: string): Promise<string> {
    const { id } = await this.db
      .insertInto('account')
      .values({ business_id: businessId, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db.insertInto('account_person').values({ account_id: id, person_id: personId }).execute();
    return id;
  }
}
