import { sql, type Kysely } from 'kysely';
import { matchKey, type PhoneType } from '@cc/core';
import type { Database } from '../../db/database';

export interface NewPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164. */
  phoneNumber: string;
  phoneType: PhoneType;
}

export interface NewChild {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export interface AccountHolder {
  personId: string;
  accountId: string;
}

const lowerTrim = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`;

/**
 * Writes of a family's records, meant to run inside the caller's transaction (pass the transaction as `db`).
 * Existing records are reused and never overwritten: an anonymous form must not change what a family already has.
 */
export class FamilyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The person with this email (any case) on one of the business's accounts, with their oldest such account. */
  async findHolderByEmail(businessId: string, email: string): Promise<AccountHolder | undefined> {
    const row = await this.db
      .selectFrom('person')
      .innerJoin('account_person', 'account_person.person_id', 'person.id')
      .innerJoin('account', 'account.id', 'account_person.account_id')
      .select(['person.id as personId', 'account.id as accountId'])
      .where('account.business_id', '=', businessId)
      .where(sql<string>`lower(person.email)`, '=', matchKey(email))
      .orderBy('account.created_at')
      .orderBy('person.created_at')
      .orderBy('account.id')
      .limit(1)
      .executeTakeFirst();
    return row;
  }

  /** A new person with a new account of their own ("<last name> family"). */
  async createFamily(businessId: string, person: NewPerson): Promise<AccountHolder> {
    const { id: personId } = await this.db
      .insertInto('person')
      .values({
        first_name: person.firstName.trim(),
        last_name: person.lastName.trim(),
        email: person.email.trim(),
        phone_number: person.phoneNumber,
        phone_type: person.phoneType,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: accountId } = await this.db
      .insertInto('account')
      .values({ business_id: businessId, name: `${person.lastName.trim()} family` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.db.insertInto('account_person').values({ account_id: accountId, person_id: personId }).execute();
    return { personId, accountId };
  }

  async addChild(accountId: string, child: NewChild): Promise<string> {
    const { id } = await this.db
      .insertInto('child')
      .values({
        account_id: accountId,
        first_name: child.firstName.trim(),
        last_name: child.lastName.trim(),
        date_of_birth: child.dateOfBirth,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** The account's child with these names (trimmed, any case) and date of birth, or a new one. */
  async findOrAddChild(accountId: string, child: NewChild): Promise<string> {
    const existing = await this.db
      .selectFrom('child')
      .select('id')
      .where('account_id', '=', accountId)
      .where(lowerTrim('last_name'), '=', matchKey(child.lastName))
      .where('date_of_birth', '=', child.dateOfBirth)
      .where(lowerTrim('first_name'), '=', matchKey(child.firstName))
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    return existing?.id ?? this.addChild(accountId, child);
  }

  /** The person's primary contact row on the account, if there is one. */
  async primaryContactOf({ accountId, personId }: AccountHolder): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('contact')
      .select('id')
      .where('account_id', '=', accountId)
      .where('person_id', '=', personId)
      .where('is_primary', '=', true)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  /** A primary contact row for the person, with the person's own details as stored. */
  async addPrimaryContact({ accountId, personId }: AccountHolder): Promise<string> {
    const person = await this.db
      .selectFrom('person')
      .select(['first_name', 'last_name', 'email', 'phone_number', 'phone_type'])
      .where('id', '=', personId)
      .executeTakeFirstOrThrow();
    const { id } = await this.db
      .insertInto('contact')
      .values({ account_id: accountId, person_id: personId, is_primary: true, ...person })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /**
   * Links the contact to each child as a parent with every permission: whoever enquires is the child's primary
   * contact until the family says otherwise. Links that exist already are left as they are.
   */
  async linkAsParent(contactId: string, childIds: readonly string[]): Promise<void> {
    const unique = [...new Set(childIds)];
    if (unique.length === 0) return;
    await this.db
      .insertInto('contact_child_relationship')
      .values(
        unique.map((child_id) => ({
          contact_id: contactId,
          child_id,
          relationship: 'parent' as const,
          live_with: true,
          emergency_contact: true,
          permission_to_pick_up: true,
          give_medical_treatment: true,
          give_ambulance_transportation: true,
          give_consent_regular_outings: true,
          pay_bill_permission: true,
        })),
      )
      .onConflict((oc) => oc.columns(['contact_id', 'child_id']).doNothing())
      .execute();
  }
}
