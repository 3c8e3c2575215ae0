import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AccountHolder } from './person.repository';
import type { ContactChildRelationshipTable, ContactRow } from './contact.table';

/** A contact's own fields as a family edits them (phone in E.164). */
export type ContactFields = Pick<
  ContactRow,
  'first_name' | 'last_name' | 'email' | 'phone_number' | 'phone_type' | 'is_primary'
>;

/**
 * Whoever enquires is their children's parent contact with every permission until the family says otherwise (the
 * demo's families are written the same way).
 */
export const PARENT_WITH_EVERY_PERMISSION = {
  relationship: 'parent',
  live_with: true,
  emergency_contact: true,
  permission_to_pick_up: true,
  give_medical_treatment: true,
  give_ambulance_transportation: true,
  give_consent_regular_outings: true,
  pay_bill_permission: true,
} as const;

export class ContactRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A primary contact row for the person, with the person's own details as stored. */
  async addPrimaryContact({ accountId, personId }: AccountHolder): Promise<string> {
    // Copied from the person row in the same statement (no read back of what was just written).
    const { id } = await this.db
      .insertInto('contact')
      .columns([
        'account_id',
        'person_id',
        'is_primary',
        'first_name',
        'last_name',
        'email',
        'phone_number',
        'phone_type',
      ])
      .expression((eb) =>
        eb
          .selectFrom('person')
          .select([
            // A parameter in a SELECT list has no type of its own: say what the columns take.
            sql<string>`${accountId}::uuid`.as('account_id'),
            'person.id',
            sql<boolean>`true`.as('is_primary'),
            'first_name',
            'last_name',
            'email',
            'phone_number',
            'phone_type',
          ])
          .where('person.id', '=', personId),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Links the contact to each child as a parent with every permission; links that exist already stay as they are. */
  async linkAsParent(contactId: string, childIds: readonly string[]): Promise<void> {
    const unique = [...new Set(childIds)];
    if (unique.length === 0) return;
    await this.db
      .insertInto('contact_child_relationship')
      .values(unique.map((child_id) => ({ contact_id: contactId, child_id, ...PARENT_WITH_EVERY_PERMISSION })))
      .onConflict((oc) => oc.columns(['contact_id', 'child_id']).doNothing())
      .execute();
  }

  /** The contacts of these accounts: per account, primary contacts first, then by name. */
  ofAccounts(accountIds: readonly string[]): Promise<ContactRow[]> {
    if (accountIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('contact')
      .selectAll()
      .where('account_id', 'in', accountIds)
      .orderBy('account_id')
      .orderBy('is_primary', 'desc')
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .execute();
  }

  /** The per-child relationships of these contacts. */
  relationshipsOf(contactIds: readonly string[]) {
    if (contactIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('contact_child_relationship')
      .selectAll()
      .where('contact_id', 'in', contactIds)
      .orderBy('contact_id')
      .orderBy('child_id')
      .execute();
  }

  /** The contacts with these ids on this account; ids of other accounts are simply absent. */
  idsOnAccount(accountId: string, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('contact')
      .select('id')
      .where('account_id', '=', accountId)
      .where('id', 'in', ids)
      .execute()
      .then((rows) => rows.map((row) => row.id));
  }

  async insert(accountId: string, fields: ContactFields): Promise<string> {
    const { id } = await this.db
      .insertInto('contact')
      .values({ account_id: accountId, person_id: null, ...fields })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** The family's edit of a contact of the account (the account is named so no other account's row can change). */
  async update(accountId: string, id: string, fields: ContactFields): Promise<void> {
    await this.db.updateTable('contact').set(fields).where('id', '=', id).where('account_id', '=', accountId).execute();
  }

  /**
   * The relationships of these children of the account become exactly `rows`: every contact's link to them is
   * dropped first, so a contact the family no longer chose for a child loses that child.
   */
  async replaceRelationships(
    accountId: string,
    childIds: readonly string[],
    rows: readonly Insertable<ContactChildRelationshipTable>[],
  ): Promise<void> {
    if (childIds.length > 0) {
      await this.db
        .deleteFrom('contact_child_relationship')
        .where('child_id', 'in', childIds)
        .where('contact_id', 'in', (eb) => eb.selectFrom('contact').select('id').where('account_id', '=', accountId))
        .execute();
    }
    if (rows.length > 0)
      await this.db
        .insertInto('contact_child_relationship')
        .values([...rows])
        .execute();
  }
}
