import type { Transaction } from 'kysely';
import { standardEnrolmentForm } from '@cc/core/forms';
import type { Database } from '../db/database';
import { checkDefinition } from '../modules/enrolment/enrolment-access';
import type { DemoBusiness } from './demo-types';
import { demoUuid } from './demo-uuid';

/** Every demo business starts from the standard enrolment form of its region, checked as any stored form is. */
export async function seedEnrolmentForms(tx: Transaction<Database>, business: DemoBusiness, now: Date): Promise<void> {
  const definition = await checkDefinition(standardEnrolmentForm(business.region));
  await tx
    .insertInto('enrolment_form')
    .values({
      id: demoUuid(`enrolment-form:${business.key}`),
      business_id: business.id,
      center_id: null,
      definition: JSON.stringify(definition),
      updated_at: now,
    })
    .execute();
}

/** The demo family's submitted form, so the portal's update (/parent-portal/updateEnrolmentForm) has one to open. */
export const demoFormCorrelationId = (businessKey: string) => demoUuid(`enrolment-form-account:${businessKey}`);

/** Complete answers to the standard form for the business's first demo family, in its region's address. */
export function demoFormAnswers(business: DemoBusiness): Record<string, unknown> {
  const child = business.children[0]!;
  const center = business.centers[0]!;
  const { parent } = child;
  return {
    children: [
      {
        id: child.id,
        firstName: child.firstName,
        lastName: child.lastName,
        dateOfBirth: child.dateOfBirth,
        hasMedicalCondition: 'no',
        hasImmunisation: 'no',
      },
    ],
    medical: [],
    primaryContacts: [
      {
        id: demoUuid(`form-contact:${parent.email}`),
        firstName: parent.firstName,
        lastName: parent.lastName,
        email: parent.email,
        phone: { number: parent.phone, type: 'Mobile' },
        relationship: 'parent',
        // The centre's street stands in for the family's: a real address of the region, with its state and code.
        address: { ...center.address, address2: undefined },
      },
    ],
    secondaryContacts: [
      {
        id: demoUuid(`form-contact:${parent.email}:second`),
        firstName: 'Jordan',
        lastName: parent.lastName,
        phone: { number: parent.phone, type: 'Home' },
        relationship: 'grandparent',
        emergencyContact: [child.id],
        permissionToPickUp: [child.id],
      },
    ],
    cwaConsent: true,
    tcAgreed: true,
    signature: { typedName: `${parent.firstName} ${parent.lastName}` },
  };
}

export async function seedEnrolmentFormAccounts(
  tx: Transaction<Database>,
  business: DemoBusiness,
  now: Date,
): Promise<void> {
  const child = business.children[0];
  if (!child) return;
  await tx
    .insertInto('enrolment_form_account')
    .values({
      id: demoUuid(`enrolment-form-account-row:${business.key}`),
      business_id: business.id,
      center_id: business.centers[0]!.id,
      account_id: demoUuid(`account:${child.id}`),
      correlation_id: demoFormCorrelationId(business.key),
      application_offer_id: null,
      enrolment_form_id: demoUuid(`enrolment-form:${business.key}`),
      data: JSON.stringify(demoFormAnswers(business)),
      state: 'COMPLETE',
      updated_at: now,
    })
    .execute();
}
