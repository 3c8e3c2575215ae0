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
