import { sql, type Kysely } from 'kysely';
import { matchKey, type PhoneType } from '@cc/core';
import type { Database } from '../../db/database';
import { lower, lowerTrim } from '../../db/sql';
import { peopleOfBusiness } from './people-of-business';
import type { PersonRow } from './person.table';

export interface PersonMatchRow {
  id: string;
  canSignIn: boolean;
}

export interface NewPerson {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164. */
  phoneNumber: string;
  phoneType: PhoneType;
}

export interface AccountHolder {
  personId: string;
  accountId: string;
}

export class PersonRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Who to write to about a person's application: their first name and email. */
  findContact(id: string) {
    return this.db.selectFrom('person').select(['first_name', 'email']).where('id', '=', id).executeTakeFirst();
  }

  /**
   * People on the business's accounts with this email (trimmed, any case), and this first and last name unless
   * `byEmailOnly`, once each and two at most (enough to say MULTIPLE); and, in the same statement, whether someone on
   * them has this phone number (E.164, as numbers are stored), and the oldest account of anyone with this email
   * (findHolderByEmail), whatever their names.
   */
  async match(
    businessId: string,
    who: { firstName: string; lastName: string; email: string },
    { byEmailOnly, phoneE164 }: { byEmailOnly: boolean; phoneE164?: string },
  ): Promise<{ matches: PersonMatchRow[]; phoneKnown: boolean; holderAccountId: string | null }> {
    let people = peopleOfBusiness(this.db, businessId)
      .select(['person.id', 'person.login_enabled_at'])
      .distinct()
      .where(lower('person.email'), '=', matchKey(who.email));
    if (!byEmailOnly)
      people = people
        .where(lowerTrim('person.first_name'), '=', matchKey(who.firstName))
        .where(lowerTrim('person.last_name'), '=', matchKey(who.lastName));
    const matches = people.limit(2);
    const phone = peopleOfBusiness(this.db, businessId)
      .select('person.id')
      .where('person.phone_number', '=', phoneE164 ?? null);
    // One row even when nobody matches, carrying the phone's answer.
    const rows = await this.db
      .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('one'))
      .leftJoinLateral(matches.as('m'), (join) => join.onTrue())
      .select((eb) => [
        'm.id',
        'm.login_enabled_at',
        eb.exists(phone).as('phone_known'),
        this.holderByEmail(businessId, who.email).select('account.id').as('holder_account_id'),
      ])
      .execute();
    return {
      matches: rows.flatMap((row) => (row.id ? [{ id: row.id, canSignIn: row.login_enabled_at !== null }] : [])),
      phoneKnown: phoneE164 !== undefined && rows.some((row) => row.phone_known),
      holderAccountId: rows[0]?.holder_account_id ?? null,
    };
  }

  /** The person with this email (any case) on one of the business's accounts, with their oldest such account. */
  async findHolderByEmail(businessId: string, email: string): Promise<AccountHolder | undefined> {
    return this.holderByEmail(businessId, email)
      .select(['person.id as personId', 'account.id as accountId'])
      .executeTakeFirst();
  }

  private holderByEmail(businessId: string, email: string) {
    return peopleOfBusiness(this.db, businessId)
      .where(lower('person.email'), '=', matchKey(email))
      .orderBy('account.created_at')
      .orderBy('person.created_at')
      .orderBy('account.id')
      .limit(1);
  }

  /** The person, by id; undefined for an unknown id. */
  findById(personId: string): Promise<PersonRow | undefined> {
    return this.db.selectFrom('person').selectAll().where('id', '=', personId).executeTakeFirst();
  }

  /** From now on the person can sign in (personExists answers EXACTWITHLOGIN); the first sign-in's time is kept. */
  async enableLogin(personId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('person')
      .set({ login_enabled_at: at })
      .where('id', '=', personId)
      .where('login_enabled_at', 'is', null)
      .execute();
  }

  /** Someone signing up with only names and an email (no phone yet); returns the id. */
  async insertSignUp(person: { firstName: string; lastName: string; email: string }): Promise<string> {
    const { id } = await this.db
      .insertInto('person')
      .values({ first_name: person.firstName.trim(), last_name: person.lastName.trim(), email: person.email.trim() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
}
