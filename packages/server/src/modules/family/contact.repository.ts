import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AccountHolder } from './person.repository';

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
}
