import type { Repositories } from '../repositories';
import type { NewChild } from './child.repository';
import type { AccountHolder, NewPerson } from './person.repository';

export interface SavedFamily extends AccountHolder {
  /** The children's ids, in the order they were given. */
  childIds: string[];
}

/**
 * An enquirer and their children, in the caller's transaction. A person already on one of the business's accounts
 * (same email, any case) is found with that account, and their children and primary contact are reused; anyone
 * else gets a new person, account ("<last name> family"), children and primary contact. Existing records are never
 * overwritten: an anonymous form must not change what a family already has. The enquirer ends up the primary
 * contact of every child named.
 */
export async function saveFamily(
  repos: Pick<Repositories, 'persons' | 'accounts' | 'children' | 'contacts'>,
  businessId: string,
  person: NewPerson,
  children: readonly NewChild[],
): Promise<SavedFamily> {
  const known = await repos.persons.findHolderByEmail(businessId, person.email);
  const holder = known ?? (await createFamily(repos, businessId, person));
  const childIds: string[] = [];
  for (const child of children) {
    // A new account has no children to find.
    childIds.push(
      known
        ? await repos.children.findOrInsert(holder.accountId, child)
        : await repos.children.insert(holder.accountId, child),
    );
  }
  const contactId =
    (known && (await repos.contacts.primaryContactOf(holder))) || (await repos.contacts.addPrimaryContact(holder));
  await repos.contacts.linkAsParent(contactId, childIds);
  return { ...holder, childIds };
}

async function createFamily(
  repos: Pick<Repositories, 'persons' | 'accounts'>,
  businessId: string,
  person: NewPerson,
): Promise<AccountHolder> {
  const personId = await repos.persons.insert(person);
  const accountId = await repos.accounts.createHeldBy(businessId, personId, `${person.lastName.trim()} family`);
  return { personId, accountId };
}
