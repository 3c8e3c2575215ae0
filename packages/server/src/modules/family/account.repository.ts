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
      .select([
        'account.id',
        'account.name',
        'account.business_id',
        'account.balance_cents',
        'account.balance_due_date',
        sql<string>`count(*) over ()`.as('total'),
      ])
      .orderBy('account.created_at')
      .orderBy('account.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
  }

  /** The account, when it is the business's; with what it owes. */
  findInBusiness(businessId: string, accountId: string) {
    return this.db
      .selectFrom('account')
      .select(['id', 'name', 'business_id', 'balance_cents', 'balance_due_date'])
      .where('id', '=', accountId)
      .where('business_id', '=', businessId)
      .executeTakeFirst();
  }

  /** Whether the person holds the account. */
  async isHeldBy(accountId: string, personId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('account_person')
      .select('account_id')
      .where('account_id', '=', accountId)
      .where('person_id', '=', personId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The account's first holder (the family's parent), for an application centre staff make for the family. */
  async firstHolder(accountId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('account_person')
      .innerJoin('person', 'person.id', 'account_person.person_id')
      .select('person.id')
      .where('account_person.account_id', '=', accountId)
      .orderBy('person.created_at')
      .orderBy('person.id')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  /** The centres where each account's children have applied or are enrolled, in one statement. */
  async centerIdsOf(accountIds: readonly string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>(accountIds.map((id) => [id, []]));
    if (accountIds.length === 0) return result;
    const rows = await this.db
      .selectFrom('application')
      .select(['account_id', 'center_id'])
      .where('account_id', 'in', accountIds)
      .union((eb) =>
        eb
          .selectFrom('enrolment_form_account')
          .select(['account_id', 'center_id'])
          .where('account_id', 'in', accountIds),
      )
      .orderBy('account_id')
      .orderBy('center_id')
      .execute();
    for (const row of rows) result.get(row.account_id)?.push(row.center_id);
    return result;
  }
}
