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
   * `byEmailOnly`, once each and two at most (enough to say MULTIPLE); whether someone on them has this phone number
   * (E.164, as numbers are stored); and the oldest account of anyone with this email (as findHolderByEmail), whatever
   * their names. One flat join over the people found by email or phone, each index used directly: three sub-selects
   * over the business's accounts cost PostgreSQL more to plan (0.7 ms a submit) than to run, and, before its
   * statistics caught up with a growing table, it planned them as scans of every account of the business.
   */
  async match(
    businessId: string,
    who: { firstName: string; lastName: string; email: string },
    { byEmailOnly, phoneE164 }: { byEmailOnly: boolean; phoneE164?: string },
  ): Promise<{ matches: PersonMatchRow[]; phoneKnown: boolean; holderAccountId: string | null }> {
    const email = matchKey(who.email);
    const rows = await peopleOfBusiness(this.db, businessId)
      .select((eb) => [
        'person.id',
        'person.login_enabled_at',
        'account.id as account_id',
        eb(lower('person.email'), '=', email).as('email_match'),
        byEmailOnly
          ? sql<boolean>`true`.as('name_match')
          : eb
              .and([
                eb(lowerTrim('person.first_name'), '=', matchKey(who.firstName)),
                eb(lowerTrim('person.last_name'), '=', matchKey(who.lastName)),
              ])
              .as('name_match'),
        phoneE164 === undefined
          ? sql<boolean>`false`.as('phone_match')
          : eb('person.phone_number', '=', phoneE164).as('phone_match'),
      ])
      .where((eb) =>
        phoneE164 === undefined
          ? eb(lower('person.email'), '=', email)
          : eb.or([eb(lower('person.email'), '=', email), eb('person.phone_number', '=', phoneE164)]),
      )
      .orderBy('account.created_at')
      .orderBy('person.created_at')
      .orderBy('account.id')
      .execute();
    const matches: PersonMatchRow[] = [];
    for (const row of rows) {
      if (!row.email_match || !row.name_match || matches.some((m) => m.id === row.id)) continue;
      if (matches.length < 2) matches.push({ id: row.id, canSignIn: row.login_enabled_at !== null });
    }
    return {
      matches,
      phoneKnown: rows.some((row) => row.phone_match),
      holderAccountId: rows.find((row) => row.email_match)?.account_id ?? null,
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
