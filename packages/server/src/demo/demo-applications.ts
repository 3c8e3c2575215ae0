import { localDateIn, type ApplicationState, type ScheduleOfferState } from '@cc/core';
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

/**
 * Offers in every state a family can meet (document 2, section 4), one application each, opened by fixed link codes
 * (demoOfferCode) listed on the demo index. Expiry days count from the centre's today.
 */
export const DEMO_OFFERS = [
  { slug: 'new', state: 'NEW', expiresInDays: 7, fee: true },
  { slug: 'new-no-fee', state: 'NEW', expiresInDays: 7, fee: false },
  // A second fee-bearing offer, to try paying by bank account beside the card of 'new'.
  { slug: 'new-bank', state: 'NEW', expiresInDays: 7, fee: true },
  { slug: 'expiring-today', state: 'NEW', expiresInDays: 0, fee: true },
  { slug: 'expired', state: 'NEW', expiresInDays: -1, fee: true },
  { slug: 'accepted', state: 'ACCEPTED', expiresInDays: 7, fee: true },
  { slug: 'waitlist', state: 'OFFERED_WAITLIST', expiresInDays: 14, fee: false },
  { slug: 'rejected', state: 'REJECTED', expiresInDays: 7, fee: false },
  { slug: 'withdrawn', state: 'DELETED', expiresInDays: 7, fee: false },
] as const satisfies ReadonlyArray<{ slug: string; state: ScheduleOfferState; expiresInDays: number; fee: boolean }>;
/** The application state each demo offer's application stands in (core's offer lifecycle). */
const DEMO_OFFER_APPLICATION_STATES: Record<(typeof DEMO_OFFERS)[number]['state'], ApplicationState> = {
  NEW: 'OFFERED',
  ACCEPTED: 'APPLICANT_ACCEPTED_OFFER',
  OFFERED_WAITLIST: 'OFFERED_PENDING_ACCEPTANCE',
  REJECTED: 'LOST',
  DELETED: 'LOST',
};

/** An offer "with a fee" charges the program's application fee, or this when the program has none. */
const DEMO_APPLICATION_FEE = { cents: 5000, type: 'PERAPPLICATION' } as const;

export type DemoOfferSlug = (typeof DEMO_OFFERS)[number]['slug'];

export const demoOfferCode = (businessKey: string, slug: DemoOfferSlug): string =>
  demoLinkCode(`offer:${businessKey}/${slug}`);

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function seedApplications(tx: Transaction<Database>, business: DemoBusiness, now: Date): Promise<void> {
  const child = business.children[0];
  const center = business.centers[0];
  const program = business.programs.find((p) => center && p.places[center.id] !== undefined);
  if (!child || !center || !program) return;
  const accountId = demoUuid(`account:${child.id}`);
  const personId = demoUuid(`person:${child.parent.email}`);
  const centreToday = localDateIn(center.timezone, now);
  const withOffers = [
    ...DEMO_APPLICATIONS.map((app) => ({ ...app, offer: undefined })),
    ...DEMO_OFFERS.map((offer, i) => ({
      slug: `offer-${offer.slug}`,
      state: DEMO_OFFER_APPLICATION_STATES[offer.state],
      schedule: 'SUBMITTED' as ScheduleOfferState,
      daysAgo: 10 + i,
      offer,
    })),
  ];
  for (const app of withOffers) {
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
    const scheduleId = demoUuid(`application-schedule:${business.key}/${app.slug}`);
    await tx
      .insertInto('application_schedule')
      .values({
        id: scheduleId,
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
    if (!app.offer) continue;
    const offerId = demoUuid(`offer:${business.key}/${app.offer.slug}`);
    await tx
      .insertInto('application_offer')
      .values({
        id: offerId,
        business_id: business.id,
        application_id: id,
        center_id: center.id,
        state: app.offer.state,
        expiry_date: addDays(centreToday, app.offer.expiresInDays),
        created_by_person_id: null,
        created_at: created,
        updated_at: created,
      })
      .execute();
    await tx
      .insertInto('offer_schedule')
      .values({
        application_offer_id: offerId,
        application_schedule_id: scheduleId,
        child_id: child.id,
        program_id: demoUuid(`program:${business.key}/${program.slug}`),
        state: app.offer.state,
        // The place starts three weeks after the centre's today, whatever day the demo is seeded.
        start_date: addDays(centreToday, 21),
        end_date: program.endDate ?? null,
        cycle_type: 'Weekly',
        care_type: program.careType,
        class_name: null,
        fee_amount_cents: program.feeCents,
        fee_type: program.feeType,
        application_fee_cents: app.offer.fee ? (program.applicationFee ?? DEMO_APPLICATION_FEE).cents : 0,
        fee_structure_type: (program.applicationFee ?? DEMO_APPLICATION_FEE).type,
        days: JSON.stringify([{ dayOfWeek: 'MONDAY', week: 'WEEK1' }]),
      })
      .execute();
    await tx
      .insertInto('offer_link')
      .values({
        application_offer_id: offerId,
        link_code_hash: hashLinkCode(demoOfferCode(business.key, app.offer.slug)),
        purpose: 'mail',
        expires_at: null,
        created_at: created,
      })
      .execute();
    // The family was already reminded of the offer that lapses tonight: a fresh demo mails nobody as it starts.
    if (app.offer.expiresInDays === 0) {
      await tx
        .insertInto('offer_reminder')
        .values([48, 24].map((hours) => ({ application_offer_id: offerId, threshold_hours: hours, sent_at: now })))
        .execute();
    }
  }
}
