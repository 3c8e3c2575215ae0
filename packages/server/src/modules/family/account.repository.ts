import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Page } from '../../graphql/page';

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

  /** The accounts this person holds at the business, oldest first, one page, with the total count. */
  async pageOfPerson(businessId: string, personId: string, page: Page) {
    const rows = await this.db
      .selectFrom('account')
      .innerJoin('account_person', 'account_person.account_id', 'account.id')
      .where('account_person.person_id', '=', personId)
      .where('account.business_id', '=', businessId)
      .select(['account.id', 'account.name', 'account.business_id', sql<string>`count(*) over ()`.as('total')])
      .orderBy('account.created_at')
      .orderBy('account.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
  }
}
