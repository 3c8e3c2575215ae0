import { ageInMonths, isAgeInRange, localDateIn } from '@cc/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import { hashLinkCode } from '../security/link-code';
import type { DemoBusinessKey } from './demo-ids';
import type { DemoBusiness } from './demo-types';
import { demoLinkCode, demoUuid } from './demo-uuid';

const DAY_MS = 86_400_000;

/**
 * New offers to the demo family at each centre with application fees off (Northern Lights' Toronto centre), two so
 * a test can accept one at each width. Their schedules carry an application fee, as an offer made before the centre
 * turned its fees off would: the page must show none and accept without payment.
 */
export const FEE_POLICY_OFFERS = ['fees-off', 'fees-off-2'] as const;
export type FeePolicyOfferSlug = (typeof FEE_POLICY_OFFERS)[number];

/** What each offer's schedule carries: the fee a centre that charges one would ask. */
const FEE_IN_DATA = { cents: 10000, type: 'PERCHILD' } as const;

export const demoFeePolicyOfferCode = (businessKey: DemoBusinessKey, slug: FeePolicyOfferSlug): string =>
  demoLinkCode(`offer:${businessKey}/${slug}`);

export async function seedFeePolicyOffers(tx: Transaction<Database>, business: DemoBusiness, now: Date): Promise<void> {
  const child = business.children[0];
  const center = business.centers.find((c) => c.applicationFeesAllowed === false);
  if (!child || !center) return;
  const centreToday = localDateIn(center.timezone, now);
  // The first program at the centre that the child's age fits.
  const months = ageInMonths(child.dateOfBirth, centreToday);
  const program = business.programs.find(
    (p) => p.places[center.id] !== undefined && isAgeInRange(months, p.ageMonths[0], p.ageMonths[1]),
  );
  if (!program) return;
  const accountId = demoUuid(`account:${child.id}`);
  const personId = demoUuid(`person:${child.parent.email}`);
  const programId = demoUuid(`program:${business.key}/${program.slug}`);
  const inDays = (days: number) =>
    new Date(Date.parse(`${centreToday}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  for (const [i, slug] of FEE_POLICY_OFFERS.entries()) {
    const key = `${business.key}/${slug}`;
    const applicationId = demoUuid(`application:${key}`);
    const created = new Date(now.getTime() - (2 + i) * DAY_MS);
    await tx
      .insertInto('application')
      .values({
        id: applicationId,
        business_id: business.id,
        center_id: center.id,
        account_id: accountId,
        person_id: personId,
        kind: 'INQUIRY',
        state: 'OFFERED',
        link_code_hash: hashLinkCode(demoLinkCode(`application:${key}`)),
        idempotency_key: `demo-${slug}`,
        created_at: created,
      })
      .execute();
    const scheduleId = demoUuid(`application-schedule:${key}`);
    const days = JSON.stringify([{ dayOfWeek: 'MONDAY', week: 'WEEK1' }]);
    await tx
      .insertInto('application_schedule')
      .values({
        id: scheduleId,
        application_id: applicationId,
        child_id: child.id,
        program_id: programId,
        center_id: center.id,
        care_type: program.careType,
        cycle_type: 'Weekly',
        start_date: program.startDate,
        days,
        state: 'SUBMITTED',
      })
      .execute();
    const offerId = demoUuid(`offer:${key}`);
    await tx
      .insertInto('application_offer')
      .values({
        id: offerId,
        business_id: business.id,
        application_id: applicationId,
        center_id: center.id,
        state: 'NEW',
        expiry_date: inDays(7),
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
        program_id: programId,
        state: 'NEW',
        start_date: inDays(21),
        end_date: program.endDate ?? null,
        cycle_type: 'Weekly',
        care_type: program.careType,
        class_name: null,
        fee_amount_cents: program.feeCents,
        fee_type: program.feeType,
        application_fee_cents: program.applicationFee?.cents ?? FEE_IN_DATA.cents,
        fee_structure_type: program.applicationFee?.type ?? FEE_IN_DATA.type,
        days,
      })
      .execute();
    await tx
      .insertInto('offer_link')
      .values({
        application_offer_id: offerId,
        link_code_hash: hashLinkCode(demoFeePolicyOfferCode(business.key, slug)),
        purpose: 'mail',
        expires_at: null,
        created_at: created,
      })
      .execute();
  }
}

/** The demo index's entries for these offers: only for a business that has a centre with application fees off. */
export async function demoFeePolicyOfferIndex(
  db: Kysely<Database>,
  key: DemoBusinessKey,
  businessId: string,
): Promise<Array<{ name: string; linkCode: string }>> {
  const off = await db
    .selectFrom('center')
    .select('id')
    .where('business_id', '=', businessId)
    .where('application_fees_allowed', '=', false)
    .limit(1)
    .executeTakeFirst();
  return off ? FEE_POLICY_OFFERS.map((slug) => ({ name: slug, linkCode: demoFeePolicyOfferCode(key, slug) })) : [];
}
