import { addDaysToWireDate, centreToday, CURRENCY_BY_REGION } from '@cc/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import { PARENT_WITH_EVERY_PERMISSION } from '../modules/family/contact.repository';
import { idempotencyKeyHash } from '../modules/registration/submission-link';
import { hashLinkCode } from '../security/link-code';
import { DEMO_REGISTRATION_LINK_CODES, DEMO_SLUGS, type DemoBusinessKey } from './demo-ids';
import type { DemoBusiness } from './demo-types';
import { demoLinkCode, demoUuid } from './demo-uuid';

/** Each business's open registration (at its first centre), with its sentence and whether it asks about subsidy. */
const OPEN: Record<DemoBusinessKey, { name: string; description: string; askFamilyAboutSubsidy: boolean }> = {
  mapleGrove: {
    name: 'Summer Camp 2027',
    description: 'Summer camp, swimming, art and music at Lincoln Park for children up to twelve.',
    askFamilyAboutSubsidy: false,
  },
  wattleTree: {
    name: 'Summer Holiday Program',
    description: 'Holiday care, swimming, art and music at Fitzroy over the summer break.',
    askFamilyAboutSubsidy: true,
  },
  northernLights: {
    name: 'Summer Programs 2027',
    description: 'Day camp, swimming, art and music at Kitsilano all summer long.',
    askFamilyAboutSubsidy: false,
  },
};

/** The family that holds the seeded places (not the demo family, which is left free to register). */
export const demoRegistrantEmail = (key: DemoBusinessKey): string => `registrant@${DEMO_SLUGS[key]}.example.com`;

interface SeededProgram {
  slug: string;
  name: string;
  description: string;
  places: number;
  feeCents: number;
  earlyBird?: { feeCents: number; days: number };
  tieredFeeCents?: number[];
  /** Places the registrant family's completed submission holds. */
  held: boolean;
}

// Ages 0-155 months, so every demo child fits: "nearly full" and "full" show with any child.
const PROGRAMS: SeededProgram[] = [
  {
    slug: 'summer-camp',
    name: 'Summer Camp',
    description: 'Eight weeks of games, crafts and outings.',
    places: 20,
    feeCents: 5000,
    earlyBird: { feeCents: 4000, days: 14 },
    tieredFeeCents: [5000, 3500],
    held: false,
  },
  { slug: 'swim', name: 'Swim Lessons', description: 'Weekly lessons; no fee.', places: 15, feeCents: 0, held: false },
  {
    slug: 'art',
    name: 'Art Club',
    description: 'Painting and clay (one place left).',
    places: 2,
    feeCents: 2500,
    held: true,
  },
  {
    slug: 'music',
    name: 'Music & Movement',
    description: 'Songs and dance (full: new registrations wait).',
    places: 1,
    feeCents: 2500,
    held: true,
  },
];

const programId = (key: DemoBusinessKey, slug: string) => demoUuid(`registration-program:${key}/${slug}`);

/** The registrant family: a parent, an account and one child, like any other demo family. */
async function seedRegistrant(tx: Transaction<Database>, business: DemoBusiness, today: string) {
  const email = demoRegistrantEmail(business.key);
  const personId = demoUuid(`person:${email}`);
  const accountId = demoUuid(`account:registrant:${business.key}`);
  const childId = demoUuid(`child:${business.key}/registrant`);
  const phone = { US: '+13125550111', CA: '+16045550111', AU: '+61412345611' }[business.region];
  const names = { first_name: 'Demo', last_name: 'Registrant' };
  await tx
    .insertInto('person')
    .values({ id: personId, ...names, email, phone_number: phone, phone_type: 'Mobile' })
    .execute();
  await tx
    .insertInto('account')
    .values({ id: accountId, business_id: business.id, name: 'Registrant family' })
    .execute();
  await tx.insertInto('account_person').values({ account_id: accountId, person_id: personId }).execute();
  // Six in the June before the seed day's year.
  const dateOfBirth = `${Number(today.slice(0, 4)) - 6}-06-15`;
  await tx
    .insertInto('child')
    .values({
      id: childId,
      account_id: accountId,
      first_name: 'Riley',
      last_name: 'Registrant',
      date_of_birth: dateOfBirth,
    })
    .execute();
  const contactId = demoUuid(`contact:${email}`);
  await tx
    .insertInto('contact')
    .values({
      id: contactId,
      account_id: accountId,
      person_id: personId,
      ...names,
      email,
      phone_number: phone,
      phone_type: 'Mobile',
      is_primary: true,
    })
    .execute();
  await tx
    .insertInto('contact_child_relationship')
    .values({ contact_id: contactId, child_id: childId, ...PARENT_WITH_EVERY_PERMISSION })
    .execute();
  return { personId, accountId, childId };
}

/**
 * Each business's registrations at its first centre: an open one with four programs (early-bird and tiered fees,
 * fee-free, nearly full, full: the registrant family's completed submission holds those places) and a closed one.
 * Dates follow the seed day in the centre's calendar: programs start 60 days on and run 8 weeks; the early-bird
 * window ends 14 days on.
 */
export async function seedRegistrations(tx: Transaction<Database>, business: DemoBusiness, now: Date): Promise<void> {
  const center = business.centers[0];
  if (!center) return;
  const { key } = business;
  const today = centreToday(center.timezone, now);
  const startDate = addDaysToWireDate(today, 60);
  const endDate = addDaysToWireDate(startDate, 56);
  const codes = DEMO_REGISTRATION_LINK_CODES[key];
  const registration = (
    which: 'open' | 'closed',
    name: string,
    description: string,
    askFamilyAboutSubsidy: boolean,
  ) => ({
    id: demoUuid(`registration:${key}/${which}`),
    business_id: business.id,
    center_id: center.id,
    name,
    description,
    link_code_hash: hashLinkCode(codes[which]),
    ask_family_about_subsidy: askFamilyAboutSubsidy,
    requires_approval: false,
    is_open: which === 'open',
    created_at: now,
  });
  const open = OPEN[key];
  const closedDescription = 'Spring sports after school (registration has closed).';
  await tx
    .insertInto('registration')
    .values([
      registration('open', open.name, open.description, open.askFamilyAboutSubsidy),
      registration('closed', 'Spring Programs', closedDescription, false),
    ])
    .execute();
  const ages = { min_age_months: 0, max_age_months: 155, start_date: startDate, end_date: endDate };
  await tx
    .insertInto('registration_program')
    .values([
      ...PROGRAMS.map((p, i) => ({
        id: programId(key, p.slug),
        registration_id: demoUuid(`registration:${key}/open`),
        name: p.name,
        description: p.description,
        places: p.places,
        ...ages,
        early_bird_until: p.earlyBird ? addDaysToWireDate(today, p.earlyBird.days) : null,
        fee_cents: p.feeCents,
        early_bird_fee_cents: p.earlyBird?.feeCents ?? null,
        // jsonb: written as JSON text.
        tiered_fee_cents: p.tieredFeeCents ? JSON.stringify(p.tieredFeeCents) : null,
        sort_order: i + 1,
      })),
      {
        id: programId(key, 'spring-sports'),
        registration_id: demoUuid(`registration:${key}/closed`),
        name: 'Spring Sports',
        description: 'Soccer, running and ball games.',
        places: 10,
        ...ages,
        early_bird_until: null,
        fee_cents: 2000,
        early_bird_fee_cents: null,
        tiered_fee_cents: null,
        sort_order: 1,
      },
    ] as never)
    .execute();

  const family = await seedRegistrant(tx, business, today);
  const submissionId = demoUuid(`registration-submission:${key}`);
  const held = PROGRAMS.filter((p) => p.held);
  await tx
    .insertInto('registration_submission')
    .values({
      id: submissionId,
      registration_id: demoUuid(`registration:${key}/open`),
      business_id: business.id,
      person_id: family.personId,
      account_id: family.accountId,
      link_code_hash: hashLinkCode(demoLinkCode(`registration:${key}:submission`)),
      link_code_sealed: null,
      state: 'COMPLETED',
      family_receives_subsidy: open.askFamilyAboutSubsidy ? false : null,
      idempotency_key: idempotencyKeyHash(`demo-registration-${key}`),
      request_hash: idempotencyKeyHash(`demo-registration-request-${key}`),
      promo_code_id: null,
      terms_accepted_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await tx
    .insertInto('registration_submission_schedule')
    .values(
      held.map((p) => ({
        id: demoUuid(`registration-schedule:${key}/${p.slug}`),
        submission_id: submissionId,
        child_id: family.childId,
        registration_program_id: programId(key, p.slug),
        state: 'ACCEPTED' as const,
        is_early_bird: false,
        fee_cents: p.feeCents,
        child_position: 1,
      })),
    )
    .execute();
  // The family paid at the checkout (the sandbox's test card).
  await tx
    .insertInto('registration_charge')
    .values({
      id: demoUuid(`registration-charge:${key}`),
      submission_id: submissionId,
      processor: 'sandbox',
      amount_cents: held.reduce((sum, p) => sum + p.feeCents, 0),
      currency: CURRENCY_BY_REGION[business.region],
      status: 'succeeded',
      reference: `demo-${key}`,
      failure_code: null,
      method_type: 'card',
      last_four: '4242',
      created_at: now,
    })
    .execute();
}

/** The demo registrations as the database holds them, by the link codes the demo index shows. */
export async function demoRegistrationIndex(db: Kysely<Database>, key: DemoBusinessKey, businessId: string) {
  const codes = DEMO_REGISTRATION_LINK_CODES[key];
  const rows = await db
    .selectFrom('registration')
    .select(['name', 'is_open', 'link_code_hash'])
    .where('business_id', '=', businessId)
    .where('link_code_hash', 'in', [hashLinkCode(codes.open), hashLinkCode(codes.closed)])
    .execute();
  return [codes.open, codes.closed].flatMap((linkCode) => {
    const row = rows.find((r) => r.link_code_hash === hashLinkCode(linkCode));
    return row ? [{ name: row.name, linkCode, isOpen: row.is_open }] : [];
  });
}
