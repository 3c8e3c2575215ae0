import type { Repositories } from '../repositories';
import type { NewChild } from './child.repository';
import type { CreatedFamily } from './new-family.repository';
import type { NewPerson } from './person.repository';

export interface SavedFamily extends CreatedFamily {
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
  repos: Pick<Repositories, 'newFamilies'>,
  businessId: string,
  person: NewPerson,
  children: readonly NewChild[],
  /** The oldest account of the business holding someone with the enquirer's email (personMatchOf), if any. */
  possibleMatchAccountId: string | null,
): Promise<SavedFamily> {
  const family = await repos.newFamilies.create(businessId, person, familyAccountName(person), children);
  return { ...family, possibleMatchAccountId };
}

/** A new family's account is named after the enquirer: "<last name> family". */
export function familyAccountName(person: Pick<NewPerson, 'lastName'>): string {
  return `${person.lastName.trim()} family`;
}
