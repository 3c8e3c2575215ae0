import { accountBalance, localDateIn, type AccountBalance } from '@cc/core';
import type { AccountContact } from '../../generated/resolvers.generated';
import type { Repositories } from '../repositories';

/** What the account owes, judged by the business's today (its first centre's zone) on the server's clock. */
export async function balanceOf(
  repos: Pick<Repositories, 'centers'>,
  businessId: string,
  account: { balance_cents: number; balance_due_date: string | null },
  now: Date,
): Promise<AccountBalance | null> {
  if (account.balance_cents <= 0) return null;
  const first = await repos.centers.firstOfBusiness(businessId);
  const today = localDateIn(first?.timezone ?? 'UTC', now);
  return accountBalance(account.balance_cents, account.balance_due_date, today);
}

/**
 * The contacts of these accounts, each with its per-child relationships and the centres where the account's
 * children have applied or are enrolled: three statements whatever the number of accounts.
 */
export async function contactsOfAccounts(
  repos: Pick<Repositories, 'contacts' | 'accounts'>,
  accountIds: readonly string[],
): Promise<Map<string, AccountContact[]>> {
  const [contacts, centerIds] = await Promise.all([
    repos.contacts.ofAccounts(accountIds),
    repos.accounts.centerIdsOf(accountIds),
  ]);
  const relationships = await repos.contacts.relationshipsOf(contacts.map((c) => c.id));
  const result = new Map<string, AccountContact[]>(accountIds.map((id) => [id, []]));
  for (const contact of contacts) {
    result.get(contact.account_id)?.push({
      id: contact.id,
      firstName: contact.first_name,
      lastName: contact.last_name,
      email: contact.email,
      phoneNumber: contact.phone_number,
      phoneType: contact.phone_type,
      isPrimary: contact.is_primary,
      centerIds: centerIds.get(contact.account_id) ?? [],
      relationships: relationships
        .filter((r) => r.contact_id === contact.id)
        .map((r) => ({
          childId: r.child_id,
          relationship: r.relationship,
          liveWith: r.live_with,
          emergencyContact: r.emergency_contact,
          permissionToPickUp: r.permission_to_pick_up,
          giveMedicalTreatment: r.give_medical_treatment,
          giveAmbulanceTransportation: r.give_ambulance_transportation,
          giveConsentRegularOutings: r.give_consent_regular_outings,
        })),
    });
  }
  return result;
}
