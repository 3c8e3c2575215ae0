import type { AccountHolder, FamilyRepository, NewChild, NewPerson } from './family.repository';

export interface SavedFamily extends AccountHolder {
  /** The children's ids, in the order they were given. */
  childIds: string[];
}

/**
 * An enquirer and their children, in the caller's transaction. A person already on one of the business's accounts
 * (same email, any case) is found with that account, and their children and primary contact are reused; anyone
 * else gets a new person, account, children and primary contact. The enquirer ends up the primary contact of
 * every child named.
 */
export async function saveFamily(
  family: FamilyRepository,
  businessId: string,
  person: NewPerson,
  children: readonly NewChild[],
): Promise<SavedFamily> {
  const known = await family.findHolderByEmail(businessId, person.email);
  const holder = known ?? (await family.createFamily(businessId, person));
  const childIds: string[] = [];
  for (const child of children) {
    // A new account has no children to find.
    childIds.push(
      known ? await family.findOrAddChild(holder.accountId, child) : await family.addChild(holder.accountId, child),
    );
  }
  const contactId = (known && (await family.primaryContactOf(holder))) || (await family.addPrimaryContact(holder));
  await family.linkAsParent(contactId, childIds);
  return { ...holder, childIds };
}
