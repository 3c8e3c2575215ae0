import { addDaysToWireDate, localDateIn } from '@cc/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import { PARENT_WITH_EVERY_PERMISSION } from '../modules/family/contact.repository';
import type { DemoBusiness } from './demo-types';
import { demoUuid } from './demo-uuid';

/** The demo family's second child and secondary contact, by fixed ids (the README and tests may name them). */
export const demoSiblingId = (business: DemoBusiness): string => demoUuid(`child:${business.key}/sibling`);
export const demoSecondContactId = (business: DemoBusiness): string => demoUuid(`contact:${business.key}/second`);

/**
 * What a re-enrolment needs of the demo family (children[0]'s account): a sibling, linked to the primary contact like
 * the first child, and a secondary contact allowed to pick up both and called in an emergency. The family of
 * children[1], when the business has one with an overdue balance, owes it from `daysOverdue` days before the
 * business's today (its first centre's zone).
 */
export async function seedReEnrolmentFamily(
  tx: Transaction<Database>,
  business: DemoBusiness,
  now: Date,
): Promise<void> {
  const [family, overdueFamily] = business.children;
  if (!family) return;
  const { sibling, secondContact, overdueBalance } = business.reEnrolment;
  const accountId = demoUuid(`account:${family.id}`);
  const siblingId = demoSiblingId(business);
  await tx
    .insertInto('child')
    .values({
      id: siblingId,
      account_id: accountId,
      first_name: sibling.firstName,
      last_name: family.lastName,
      date_of_birth: sibling.dateOfBirth,
    })
    .execute();
  const primaryContactId = demoUuid(`contact:${family.parent.email}`);
  await tx
    .insertInto('contact_child_relationship')
    .values({ contact_id: primaryContactId, child_id: siblingId, ...PARENT_WITH_EVERY_PERMISSION })
    .execute();
  const contactId = demoSecondContactId(business);
  await tx
    .insertInto('contact')
    .values({
      id: contactId,
      account_id: accountId,
      person_id: null,
      first_name: secondContact.firstName,
      last_name: secondContact.lastName,
      email: null,
      phone_number: secondContact.phone,
      phone_type: 'Mobile',
      is_primary: false,
    })
    .execute();
  await tx
    .insertInto('contact_child_relationship')
    .values(
      [family.id, siblingId].map((child_id) => ({
        contact_id: contactId,
        child_id,
        relationship: secondContact.relationship,
        live_with: false,
        emergency_contact: true,
        permission_to_pick_up: true,
        give_medical_treatment: true,
        give_ambulance_transportation: true,
        give_consent_regular_outings: false,
        pay_bill_permission: false,
      })),
    )
    .execute();
  if (overdueFamily && overdueBalance) {
    const today = localDateIn(business.centers[0]!.timezone, now);
    await tx
      .updateTable('account')
      .set({
        balance_cents: overdueBalance.cents,
        balance_due_date: addDaysToWireDate(today, -overdueBalance.daysOverdue),
      })
      .where('id', '=', demoUuid(`account:${overdueFamily.id}`))
      .execute();
  }
}
