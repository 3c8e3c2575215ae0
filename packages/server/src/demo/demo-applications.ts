import type { ApplicationState, ScheduleOfferState } from '@cc/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import { hashLinkCode } from '../security/link-code';
import type { DemoBusiness } from './demo-types';
import { demoLinkCode, demoUuid } from './demo-uuid';

const DAY_MS = 86_400_000;

/**
 * The demo family's earlier applications, so the parent portal's dashboard has something in each state a family
 * meets before offers exist: still with the centre, waitlisted, and withdrawn. Dated back from `now`.
 */
const DEMO_APPLICATIONS: ReadonlyArray<{
  slug: string;
  state: ApplicationState;
  schedule: ScheduleOfferState;
  daysAgo: number;
}> = [
  { slug: 'submitted', state: 'APPLICANT_INITIATED', schedule: 'SUBMITTED', daysAgo: 3 },
  { slug: 'waitlisted', state: 'ON_WAITLIST', schedule: 'OFFERED_WAITLIST', daysAgo: 40 },
  { slug: 'withdrawn', state: 'LOST', schedule: 'REJECTED', daysAgo: 120 },
];

export async function seedApplications(tx: Transaction<Database>, business: DemoBusiness, now: Date): Promise<void> {
  const child = business.children[0];
  const center = business.centers[0];
  const program = business.programs.find((p) => center && p.places[center.id] !== undefined);
  if (!child || !center || !program) return;
  const accountId = demoUuid(`account:${child.id}`);
  const personId = demoUuid(`person:${child.parent.email}`);
  for (const app of DEMO_APPLICATIONS) {
    const id = demoUuid(`application:${business.key}/${app.slug}`);
    const created = new Date(now.getTime() - app.daysAgo * DAY_MS);
    await tx
      .insertInto('application')
      .values({
        id,
        business_id: business.id,
        center_id: center.id,
        account_id: accountId,
        person_id: personId,
        kind: 'INQUIRY',
        state: app.state,
        link_code_hash: hashLinkCode(demoLinkCode(`application:${business.key}/${app.slug}`)),
        idempotency_key: `demo-${app.slug}`,
        created_at: created,
      })
      .execute();
    await tx
      .insertInto('application_schedule')
      .values({
        application_id: id,
        child_id: child.id,
        program_id: demoUuid(`program:${business.key}/${program.slug}`),
        center_id: center.id,
        care_type: program.careType,
        cycle_type: 'Weekly',
        start_date: program.startDate,
        days: JSON.stringify([{ dayOfWeek: 'MONDAY', week: 'WEEK1' }]),
        state: app.schedule,
      })
      .execute();
  }
}
