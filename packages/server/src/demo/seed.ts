import { CURRENCY_BY_REGION } from '@cc/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import { PARENT_WITH_EVERY_PERMISSION } from '../modules/family/contact.repository';
import { hashLinkCode } from '../security/link-code';
import { DEMO_ENQUIRY_LINK_CODES } from './demo-ids';
import { demoCalendar } from './demo-calendar';
import { seedApplications } from './demo-applications';
import { seedWaitingFamilies } from './demo-waitlist';
import { seedBillingCycles } from './demo-billing';
import { seedFeePolicyOffers } from './demo-fee-policy';
import { seedEnrolmentFormAccounts, seedEnrolmentForms } from './demo-enrolment';
import { seedPromoCodes } from './demo-promos';
import { seedCorrespondences } from './demo-correspondences';
import { seedReEnrolmentFamily } from './demo-reenrolment';
import { seedRegistrations } from './demo-registrations';
import { seedStaff } from './demo-staff';
import { seedSubsidyChecklists } from './demo-subsidy';
import { mapleGrove } from './demo-maple-grove';
import { northernLights } from './demo-northern-lights';
import type { DemoBusiness, DemoProgram } from './demo-types';
import { demoUuid } from './demo-uuid';
import { wattleTree } from './demo-wattle-tree';

/** The demo businesses as they stand when seeded at `now`: their dates are relative to that day. */
export function demoBusinesses(now: Date): DemoBusiness[] {
  const calendar = demoCalendar(now);
  return [mapleGrove(calendar), wattleTree(calendar), northernLights(calendar)];
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('business').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function seedPrograms(tx: Transaction<Database>, business: DemoBusiness, program: DemoProgram): Promise<void> {
  const programId = demoUuid(`program:${business.key}/${program.slug}`);
  await tx
    .insertInto('program')
    .values({
      id: programId,
      business_id: business.id,
      program_group_id: program.group ? demoUuid(`group:${business.key}/${program.group}`) : null,
      program_name: program.name,
      description: program.description,
      is_open_for_enrollment: program.isOpen ?? true,
      start_date: program.startDate,
      end_date: program.endDate ?? null,
      operating_days: program.operatingDays,
      min_enrolment_days: program.minDays ?? null,
      max_enrolment_days: program.maxDays ?? null,
      min_age_months: program.ageMonths[0],
      max_age_months: program.ageMonths[1],
    })
    .execute();
  for (const [centerId, places] of Object.entries(program.places)) {
    const rowId = demoUuid(`program-center:${program.slug}/${centerId}`);
    await tx
      .insertInto('program_center')
      .values({
        id: rowId,
        program_id: programId,
        center_id: centerId,
        fee_id: demoUuid(`fee:${program.slug}/${centerId}`),
        class_name: `${program.name} ${String.fromCharCode(65 + (places % 3))}`,
        available_places: places,
        application_fee_amount_cents: program.applicationFee?.cents ?? 0,
        application_fee_type: program.applicationFee?.type ?? null,
        enrollment_options: program.enrollmentOptions,
        care_type: program.careType,
        fee_amount_cents: program.feeCents,
        fee_type: program.feeType,
      })
      .execute();
    await tx
      .insertInto('program_center_day_availability')
      .values(
        program.operatingDays.map((day, i) => ({
          program_center_id: rowId,
          day_of_week: day,
          // Fewer places late in the week, like a real roster; never more than the program's places.
          count: Math.max(0, places - (i % 3)),
        })),
      )
      .execute();
  }
}

async function seedBusiness(tx: Transaction<Database>, business: DemoBusiness): Promise<void> {
  await tx
    .insertInto('business')
    .values({
      id: business.id,
      name: business.name,
      region: business.region,
      currency: CURRENCY_BY_REGION[business.region],
      flow_type: business.flowType,
      is_use_program_group: business.isUseProgramGroup,
      is_use_per_program_group_fees: business.isUsePerProgramGroupFees,
      website_origins: business.websiteOrigins,
      feature_flags: JSON.stringify(business.featureFlags ?? {}),
      card_surcharge_basis_points: business.cardSurchargeBasisPoints ?? 0,
    })
    .execute();
  for (const center of business.centers) {
    await tx
      .insertInto('center')
      .values({
        id: center.id,
        business_id: business.id,
        name: center.name,
        timezone: center.timezone,
        phone_number: center.phoneNumber,
        avatar_url: null,
        address1: center.address.address1,
        address2: center.address.address2 ?? null,
        city: center.address.city,
        state: center.address.state,
        country: center.address.country,
        postal_code: center.address.postalCode,
        uses_parent_application: center.reEnrol?.usesParentApplication ?? null,
        business_uses_re_enrol: center.reEnrol?.businessUsesReEnrol ?? null,
        uses_enrolment_form: center.reEnrol?.usesEnrolmentForm ?? null,
        application_fees_allowed: center.applicationFeesAllowed ?? true,
      })
      .execute();
    await tx
      .insertInto('center_enrollment_settings')
      .values({
        center_id: center.id,
        ask_family_about_subsidy: center.settings.askFamilyAboutSubsidy,
        enrollment_option: center.settings.enrollmentOption,
        fee_amount_cents: center.settings.feeCents,
        fee_type: center.settings.feeType,
      })
      .execute();
    await tx
      .insertInto('center_care_type')
      .values(center.careTypes.map((care_type) => ({ center_id: center.id, care_type })))
      .execute();
  }
  for (const group of business.groups) {
    await tx
      .insertInto('program_group')
      .values({
        id: demoUuid(`group:${business.key}/${group.slug}`),
        business_id: business.id,
        name: group.name,
        is_active: true,
        start_date: group.startDate,
        end_date: group.endDate,
      })
      .execute();
  }
  for (const program of business.programs) await seedPrograms(tx, business, program);
  for (const child of business.children) await seedFamily(tx, business, child);
  await tx
    .insertInto('enquiry_link')
    .values({
      id: demoUuid(`enquiry-link:${business.key}`),
      business_id: business.id,
      code_hash: hashLinkCode(DEMO_ENQUIRY_LINK_CODES[business.key]),
      expires_at: null,
      allowed_center_ids: null,
    })
    .execute();
}

async function seedFamily(
  tx: Transaction<Database>,
  business: DemoBusiness,
  child: DemoBusiness['children'][number],
): Promise<void> {
  const { parent } = child;
  const accountId = demoUuid(`account:${child.id}`);
  const personId = demoUuid(`person:${parent.email}`);
  await tx
    .insertInto('person')
    .values({
      id: personId,
      first_name: parent.firstName,
      last_name: parent.lastName,
      email: parent.email,
      phone_number: parent.phone,
      phone_type: 'Mobile',
    })
    .execute();
  await tx
    .insertInto('account')
    .values({ id: accountId, business_id: business.id, name: `${parent.lastName} family` })
    .execute();
  await tx.insertInto('account_person').values({ account_id: accountId, person_id: personId }).execute();
  await tx
    .insertInto('child')
    .values({
      id: child.id,
      account_id: accountId,
      first_name: child.firstName,
      last_name: child.lastName,
      date_of_birth: child.dateOfBirth,
    })
    .execute();
  const contactId = demoUuid(`contact:${parent.email}`);
  await tx
    .insertInto('contact')
    .values({
      id: contactId,
      account_id: accountId,
      person_id: personId,
      first_name: parent.firstName,
      last_name: parent.lastName,
      email: parent.email,
      phone_number: parent.phone,
      phone_type: 'Mobile',
      is_primary: true,
    })
    .execute();
  await tx
    .insertInto('contact_child_relationship')
    .values({ contact_id: contactId, child_id: child.id, ...PARENT_WITH_EVERY_PERMISSION })
    .execute();
}

/** Writes the three demo businesses in one transaction: the same ids on every run, dates relative to `now`. */
export async function seedDemo(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const business of demoBusinesses(now)) {
      await seedBusiness(tx, business);
      await seedReEnrolmentFamily(tx, business, now);
      await seedCorrespondences(tx, business, now);
      await seedApplications(tx, business, now);
      await seedSubsidyChecklists(tx, business, now);
      await seedWaitingFamilies(tx, business, now);
      await seedFeePolicyOffers(tx, business, now);
      await seedPromoCodes(tx, business, now);
      await seedBillingCycles(tx, business, now);
      await seedEnrolmentForms(tx, business, now);
      await seedEnrolmentFormAccounts(tx, business, now);
      await seedStaff(tx, business);
      await seedRegistrations(tx, business, now);
    }
  });
}
