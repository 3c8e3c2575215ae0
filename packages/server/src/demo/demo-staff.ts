import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import { DEMO_SLUGS, type DemoBusinessKey } from './demo-ids';
import type { DemoBusiness } from './demo-types';
import { demoUuid } from './demo-uuid';

/** Each demo business's director: signs in with a code like a parent, and may send re-enrolment requests. */
export const demoStaffEmail = (key: DemoBusinessKey): string => `director@${DEMO_SLUGS[key]}.example.com`;

export async function seedStaff(tx: Transaction<Database>, business: DemoBusiness): Promise<void> {
  const personId = demoUuid(`staff:${business.key}`);
  await tx
    .insertInto('person')
    .values({ id: personId, first_name: 'Jordan', last_name: 'Director', email: demoStaffEmail(business.key) })
    .execute();
  await tx.insertInto('staff_role').values({ person_id: personId, business_id: business.id, role: 'ADMIN' }).execute();
}
