import type { Kysely } from 'kysely';
import { matchKey } from '@cc/core';
import type { Database } from '../../db/database';
import { lowerTrim } from '../../db/sql';
import type { ChildRow } from './child.table';

export interface NewChild {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export class ChildRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private childrenOfBusiness(businessId: string) {
    return this.db
      .selectFrom('child')
      .innerJoin('account', 'account.id', 'child.account_id')
      .where('account.business_id', '=', businessId);
  }

  /** Children with these ids on accounts of the business; other ids are simply absent. */
  async findInBusiness(businessId: string, ids: readonly string[]): Promise<ChildRow[]> {
    if (ids.length === 0) return [];
    return this.childrenOfBusiness(businessId).selectAll('child').where('child.id', 'in', ids).execute();
  }

  /** Whether a child with these names (trimmed, any case) and date of birth is on any account of the business. */
  async isKnownInBusiness(businessId: string, child: NewChild): Promise<boolean> {
    const row = await this.childrenOfBusiness(businessId)
      .select('child.id')
      .where(lowerTrim('child.last_name'), '=', matchKey(child.lastName))
      .where('child.date_of_birth', '=', child.dateOfBirth)
      .where(lowerTrim('child.first_name'), '=', matchKey(child.firstName))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Children on the accounts this person holds at the business, oldest account first, then by birth. */
  async ofPerson(businessId: string, personId: string): Promise<ChildRow[]> {
    return this.childrenOfBusiness(businessId)
      .innerJoin('account_person', 'account_person.account_id', 'account.id')
      .where('account_person.person_id', '=', personId)
      .selectAll('child')
      .orderBy('account.created_at')
      .orderBy('child.date_of_birth')
      .orderBy('child.id')
      .execute();
  }

  async insert(accountId: string, child: NewChild): Promise<string> {
    const { id } = await this.db
      .insertInto('child')
      .values(newChildRow(accountId, child))
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
}

/** A new child's row on an account: names as typed, less the spaces around them (one rule for every insert). */
export function newChildRow(accountId: string, child: NewChild) {
  return {
    account_id: accountId,
    first_name: child.firstName.trim(),
    last_name: child.lastName.trim(),
    date_of_birth: child.dateOfBirth,
  };
}
