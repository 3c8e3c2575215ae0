import type { Repositories } from '../repositories';
import type { NewChild } from './child.repository';
import type { AccountHolder, NewPerson } from './person.repository';

export interface SavedFamily extends AccountHolder {
  /** The children's ids, in the order they were given. */
  childIds: string[];
  /** An existing account of the business with the enquirer's email, left untouched (see the application). */
  possibleMatchAccountId: string | null;
}

/**
 * An enquirer and their children, in the caller's transaction: always a new person, account ("<last name> family"),
 * children and primary contact. An anonymous form never writes into an account that exists: anyone may type a
 * parent's email. When the email is already on one of the business's accounts, that account is only named, for
 * staff to merge the two or tell them apart.
 */
export async function saveFamily(
  repos: Pick<Repositories, 'persons' | 'accounts' | 'children' | 'contacts'>,
  businessId: string,
  person: NewPerson,
  children: readonly NewChild[],
): Promise<SavedFamily> {
  const known = await repos.persons.findHolderByEmail(businessId, person.email);
  const personId = await repos.persons.insert(person);
  const accountId = await repos.accounts.createHeldBy(businessId, personId, `${person.lastName.trim()} family`);
  const holder = { personId, accountId };
  const childIds: string[] = [];
  for (const child of children) childIds.push(await repos.children.insert(accountId, child));
  const contactId = await repos.contacts.addPrimaryContact(holder);
  await repos.contacts.linkAsParent(contactId, childIds);
  return { ...holder, childIds, possibleMatchAccountId: known?.accountId ?? null };
}
