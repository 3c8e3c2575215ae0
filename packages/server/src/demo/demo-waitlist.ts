import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import { hashLinkCode } from '../security/link-code';
import type { DemoBusiness } from './demo-types';
import { demoLinkCode, demoUuid } from './demo-uuid';

const DAY_MS = 86_400_000;

/**
 * Other families waiting for the program the demo family waits for (demo-applications.ts: its first centre's first
 * program), enquired on these days before the seed, so the demo family's waitlisted application (40 days ago) reads
 * "3rd of 6" on the portal's dashboard. They have no sign-in and appear nowhere else.
 */
const WAITING_DAYS_AGO = [62, 51, 26, 19, 6] as const;
const NAMES = ['Hart', 'Okafor', 'Lindqvist', 'Moreau', 'Tanaka'] as const;

export async function seedWaitingFamilies(tx: Transaction<Database>, business: DemoBusiness, now: Date): Promise<void> {
  const center = business.centers[0];
  const program = business.programs.find((p) => center && p.places[center.id] !== undefined);
  const dateOfBirth = business.children[0]?.dateOfBirth;
  if (!center || !program || !dateOfBirth) return;
  for (const [i, daysAgo] of WAITING_DAYS_AGO.entries()) {
    const key = `waiting:${business.key}/${i}`;
    const lastName = NAMES[i]!;
    const personId = demoUuid(`person:${key}`);
    const accountId = demoUuid(`account:${key}`);
    const childId = demoUuid(`child:${key}`);
    await tx
      .insertInto('person')
      .values({
        id: personId,
        first_name: 'Sam',
        last_name: lastName,
        email: `waiting.${i + 1}.${business.key.toLowerCase()}@example.com`,
        phone_number: null,
        phone_type: null,
      })
      .execute();
    await tx
      .insertInto('account')
      .values({ id: accountId, business_id: business.id, name: `${lastName} family` })
      .execute();
    await tx.insertInto('account_person').values({ account_id: accountId, person_id: personId }).execute();
    await tx
      .insertInto('child')
      .values({
        id: childId,
        account_id: accountId,
        first_name: 'Robin',
        last_name: lastName,
        date_of_birth: dateOfBirth,
      })
      .execute();
    const applicationId = demoUuid(`application:${key}`);
    await tx
      .insertInto('application')
      .values({
        id: applicationId,
        business_id: business.id,
        center_id: center.id,
        account_id: accountId,
        person_id: personId,
        kind: 'INQUIRY',
        state: 'ON_WAITLIST',
        link_code_hash: hashLinkCode(demoLinkCode(`application:${key}`)),
        idempotency_key: `demo-${key}`,
        created_at: new Date(now.getTime() - daysAgo * DAY_MS),
      })
      .execute();
    await tx
      .insertInto('application_schedule')
      .values({
        id: demoUuid(`application-schedule:${key}`),
        application_id: applicationId,
        child_id: childId,
        program_id: demoUuid(`program:${business.key}/${program.slug}`),
        center_id: center.id,
        care_type: program.careType,
        cycle_type: 'Weekly',
        start_date: program.startDate,
        days: JSON.stringify([{ dayOfWeek: 'MONDAY', week: 'WEEK1' }]),
        state: 'APPROVAL_WAITLIST_PENDING',
      })
      .execute();
  }
}
