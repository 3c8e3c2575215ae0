import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { demoCorrespondenceCode } from './demo-correspondences';
import type { DemoBusinessKey } from './demo-ids';
import type { DemoReEnrolmentIndex } from './demo-index';
import { demoUuid } from './demo-uuid';

/** The re-enrolment part of the demo index, read from the database as it stands. */
export async function demoReEnrolmentIndex(
  db: Kysely<Database>,
  key: DemoBusinessKey,
  businessId: string,
): Promise<DemoReEnrolmentIndex> {
  // The SENT request goes to the demo family's primary contact: it names the family.
  const request = await db
    .selectFrom('correspondence')
    .innerJoin('contact', 'contact.id', 'correspondence.contact_id')
    .select(['correspondence.batch_id', 'correspondence.stage', 'contact.email'])
    .where('correspondence.id', '=', demoUuid(`correspondence:${key}/SENT`))
    .executeTakeFirst();
  const overdue = await db
    .selectFrom('account')
    .innerJoin('account_person', 'account_person.account_id', 'account.id')
    .innerJoin('person', 'person.id', 'account_person.person_id')
    .select('person.email')
    .where('account.business_id', '=', businessId)
    .where('account.balance_cents', '>', 0)
    .where('account.balance_due_date', 'is not', null)
    .orderBy('person.email')
    .execute();
  const centers = await db
    .selectFrom('center')
    .select(['id', 'name'])
    .where('business_id', '=', businessId)
    .where('is_active', '=', true)
    .where('uses_parent_application', 'is not', null)
    .where('business_uses_re_enrol', 'is not', null)
    .where('uses_enrolment_form', 'is not', null)
    .orderBy('name')
    .execute();
  return {
    familyEmail: request?.email ?? null,
    overdueFamilyEmails: overdue.flatMap((row) => (row.email ? [row.email] : [])),
    centers,
    request:
      request?.stage === 'SENT' ? { linkCode: demoCorrespondenceCode(key, 'SENT'), batchId: request.batch_id } : null,
  };
}
