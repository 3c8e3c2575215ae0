import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { executeAsOne, type Write } from '../../db/one-statement';
import { newChildRow, type NewChild } from './child.repository';
import { PARENT_WITH_EVERY_PERMISSION } from './contact.repository';
import type { AccountHolder, NewPerson } from './person.repository';

export interface CreatedFamily extends AccountHolder {
  /** The children's ids, in the order they were given. */
  childIds: string[];
}

/**
 * A new family in one statement: the person, their account (held by them), the children, the person as the
 * account's primary contact, and that contact as parent of every child. The ids are made here, so no row waits for
 * another's RETURNING; the foreign keys are checked at the end of the statement, when every row is there.
 */
export class NewFamilyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The new family's writes (run them with executeAsOne, alone or with others) and the ids they give. */
  prepare(
    businessId: string,
    person: NewPerson,
    accountName: string,
    children: readonly NewChild[],
  ): { writes: Write[]; family: CreatedFamily } {
    const personId = randomUUID();
    const accountId = randomUUID();
    const contactId = randomUUID();
    const childRows = children.map((child) => ({ id: randomUUID(), ...newChildRow(accountId, child) }));
    const who = {
      first_name: person.firstName.trim(),
      last_name: person.lastName.trim(),
      email: person.email.trim(),
      phone_number: person.phoneNumber,
      phone_type: person.phoneType,
    };
    const writes: Write[] = [
      this.db.insertInto('person').values({ id: personId, ...who }),
      this.db.insertInto('account').values({ id: accountId, business_id: businessId, name: accountName }),
      this.db.insertInto('account_person').values({ account_id: accountId, person_id: personId }),
      this.db
        .insertInto('contact')
        .values({ id: contactId, account_id: accountId, person_id: personId, is_primary: true, ...who }),
    ];
    if (childRows.length > 0) {
      writes.push(
        this.db.insertInto('child').values(childRows),
        this.db
          .insertInto('contact_child_relationship')
          .values(
            childRows.map((child) => ({ contact_id: contactId, child_id: child.id, ...PARENT_WITH_EVERY_PERMISSION })),
          ),
      );
    }
    return { writes, family: { personId, accountId, childIds: childRows.map((child) => child.id) } };
  }

  async create(
    businessId: string,
    person: NewPerson,
    accountName: string,
    children: readonly NewChild[],
  ): Promise<CreatedFamily> {
    const { writes, family } = this.prepare(businessId, person, accountName, children);
    await executeAsOne(this.db, writes);
    return family;
  }
}
