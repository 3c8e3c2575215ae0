// Registration submissions for the checkout's tests, written straight into the tables (a family, a registration with
// its programs, a submission in a chosen state with its rows), so each test starts from the checkout it is about
// without going through the registration form. Each call makes a family and a registration of its own.
import { randomBytes } from 'node:crypto';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, type DemoBusinessKey } from '@cc/server';
import { hashLinkCode, newLinkCode } from '../../packages/server/src/security/link-code';
import type { TestApp } from './harness';

/** A centre of each demo business the checkout runs at. */
export const CHECKOUT_CENTERS: Record<DemoBusinessKey, string> = {
  mapleGrove: DEMO_CENTER_IDS.mapleGroveLincolnPark,
  wattleTree: DEMO_CENTER_IDS.wattleTreeFitzroy,
  northernLights: DEMO_CENTER_IDS.northernLightsKitsilano,
};

export interface FixtureProgram {
  name: string;
  sortOrder: number;
  startDate?: string;
  endDate?: string;
}

export interface FixtureRow {
  /** Index into `children`. */
  child: number;
  /** Index into `programs`. */
  program: number;
  state: 'SUBMITTED' | 'APPROVED' | 'OFFERED_WAITLIST' | 'ACCEPTED' | 'WAITLISTED' | 'REJECTED';
  feeCents: number;
  earlyBird?: boolean;
}

export interface SubmissionFixture {
  business?: DemoBusinessKey;
  state: string;
  programs: FixtureProgram[];
  /** Children in the family's order (their position is their index + 1). */
  children: Array<{ firstName: string; dateOfBirth?: string }>;
  rows: FixtureRow[];
}

export interface SeededSubmission {
  linkCode: string;
  businessId: string;
  registrationId: string;
  registrationSubmissionId: string;
  personId: string;
  email: string;
  childIds: string[];
  programIds: string[];
}

/** The ids every checkout mutation names, for this submission. */
export const idsOf = (s: SeededSubmission) => ({
  linkCode: s.linkCode,
  businessId: s.businessId,
  registrationId: s.registrationId,
  registrationSubmissionId: s.registrationSubmissionId,
});

export async function seedSubmission(t: TestApp, fixture: SubmissionFixture): Promise<SeededSubmission> {
  const db = t.ctx.db;
  const key = fixture.business ?? 'mapleGrove';
  const businessId = DEMO_BUSINESS_IDS[key];
  const now = new Date();
  const tag = randomBytes(4).toString('hex');
  const email = `family-${tag}@example.com`;
  const { id: personId } = await db
    .insertInto('person')
    .values({ first_name: 'Riley', last_name: `Family${tag}`, email, phone_number: null, phone_type: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: accountId } = await db
    .insertInto('account')
    .values({ business_id: businessId, name: `Family${tag}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('account_person').values({ account_id: accountId, person_id: personId }).execute();
  const childIds: string[] = [];
  for (const child of fixture.children) {
    const { id } = await db
      .insertInto('child')
      .values({
        account_id: accountId,
        first_name: child.firstName,
        last_name: `Family${tag}`,
        date_of_birth: child.dateOfBirth ?? '2023-03-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    childIds.push(id);
  }
  const { id: registrationId } = await db
    .insertInto('registration')
    .values({
      business_id: businessId,
      center_id: CHECKOUT_CENTERS[key],
      name: `Summer Camp ${tag}`,
      description: 'Weeks of summer fun.',
      link_code_hash: hashLinkCode(newLinkCode()),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const programIds: string[] = [];
  for (const program of fixture.programs) {
    const { id } = await db
      .insertInto('registration_program')
      .values({
        registration_id: registrationId,
        name: program.name,
        description: `${program.name} description`,
        places: 10,
        min_age_months: 0,
        max_age_months: 144,
        start_date: program.startDate ?? '2027-06-07',
        end_date: program.endDate ?? '2027-08-13',
        fee_cents: 0,
        sort_order: program.sortOrder,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    programIds.push(id);
  }
  const linkCode = newLinkCode();
  const { id: registrationSubmissionId } = await db
    .insertInto('registration_submission')
    .values({
      registration_id: registrationId,
      business_id: businessId,
      person_id: personId,
      account_id: accountId,
      link_code_hash: hashLinkCode(linkCode),
      state: fixture.state,
      idempotency_key: `fixture-${tag}`,
      request_hash: tag,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fixture.rows.length > 0)
    await db
      .insertInto('registration_submission_schedule')
      .values(
        fixture.rows.map((row) => ({
          submission_id: registrationSubmissionId,
          child_id: childIds[row.child]!,
          registration_program_id: programIds[row.program]!,
          state: row.state,
          is_early_bird: row.earlyBird ?? false,
          fee_cents: row.feeCents,
          child_position: row.child + 1,
        })),
      )
      .execute();
  return { linkCode, businessId, registrationId, registrationSubmissionId, personId, email, childIds, programIds };
}

export interface StoredSubmission {
  state: string;
  terms_accepted_at: Date | null;
  promo_code_id: string | null;
  /** The rows' states, sorted. */
  rowStates: string[];
  charges: Array<{
    status: string;
    amount_cents: number;
    currency: string;
    last_four: string;
    failure_code: string | null;
    reference: string | null;
  }>;
}

/** The submission's state and rows as the database holds them. */
export async function stored(t: TestApp, submissionId: string): Promise<StoredSubmission> {
  const db = t.ctx.db;
  const submission = await db
    .selectFrom('registration_submission')
    .select(['state', 'terms_accepted_at', 'promo_code_id'])
    .where('id', '=', submissionId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('registration_submission_schedule')
    .select(['state'])
    .where('submission_id', '=', submissionId)
    .orderBy('child_position')
    .orderBy('id')
    .execute();
  const charges = await db
    .selectFrom('registration_charge')
    .select(['status', 'amount_cents', 'currency', 'last_four', 'failure_code', 'reference'])
    .where('submission_id', '=', submissionId)
    .orderBy('created_at')
    .execute();
  return { ...submission, rowStates: rows.map((r) => r.state).sort(), charges };
}

/** What the sandbox's card page does: POST the card to its own origin and get a token back. */
export async function cardToken(fieldsUrl: string, number: string): Promise<string> {
  const url = new URL(fieldsUrl);
  const res = await fetch(new URL('/tokenize', url.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session: url.searchParams.get('session'), number, expiry: '12/30', cvc: '123' }),
  });
  const body = (await res.json()) as { ok: boolean; token: string };
  if (!body.ok) throw new Error('the sandbox refused the card');
  return body.token;
}

export const CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  confirm: '4000002500003155',
};
