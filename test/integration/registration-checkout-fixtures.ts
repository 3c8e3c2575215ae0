// Registration submissions for the checkout's tests, written straight into the tables (a family, a registration with
// its programs, a submission in a chosen state with its rows), so each test starts from the checkout it is about
// without going through the registration form. Each call makes a family and a registration of its own.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, type DemoBusinessKey } from '@cc/server';
import { hashLinkCode, newLinkCode } from '../../packages/server/src/security/link-code';
import { graphqlCaller, type TestApp } from './harness';

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

const OFFER_FIELDS = `id businessId registrationId name description askFamilyAboutSubsidy state region centerId centerName
  children { id firstName lastName dateOfBirth schedules { id state isWaitlisted isEarlyBird feeAmount
    program { id name description startDate endDate } } }
  paymentInfo { isPaymentRequired registrationFeeAmount discount { name amount } discountAmount surchargeAmount total currency isPaid }
  paymentProviderInfo { paymentProcessorType isSandbox fieldsUrl acceptedPaymentTypes }
  paymentMethod { paymentToken methodType brand lastFour }
  acceptsPromoCodes`;
export const OPEN = `query($c: String!) { registrationSubmissionOfferForLinkCode(linkCode: $c) { ${OFFER_FIELDS} } }`;
const IDS = `$linkCode: String!, $businessId: ID!, $registrationId: ID!, $registrationSubmissionId: ID!`;
const PASS = `linkCode: $linkCode, businessId: $businessId, registrationId: $registrationId, registrationSubmissionId: $registrationSubmissionId`;
export const SET = `mutation(${IDS}, $t: String!) { setRegistrationSubmissionPaymentToken(${PASS}, paymentToken: $t) {
  paymentToken methodType brand lastFour } }`;
export const CHARGE = `mutation(${IDS}) { chargeRegistrationSubmissionFee(${PASS}) }`;
export const ACCEPT = `mutation(${IDS}, $terms: Boolean!) { acceptRegistrationSubmission(${PASS}, termsAccepted: $terms) {
  success errors { path key } submission { ${OFFER_FIELDS} } } }`;
export const PROMO = `mutation(${IDS}, $p: String!) { applyRegistrationSubmissionPromoCode(${PASS}, promoCode: $p) {
  success errors { path key } submission { state paymentInfo { registrationFeeAmount discount { name amount } discountAmount total } } } }`;

/** Two children: the first with a place (early bird) and a waitlist row, the second with a place. */
export const MIXED: SubmissionFixture = {
  state: 'APPROVED',
  // Sort order, not name, orders a child's programs.
  programs: [
    { name: 'B Mornings', sortOrder: 2 },
    { name: 'A Afternoons', sortOrder: 1 },
  ],
  children: [{ firstName: 'Ada' }, { firstName: 'Ben' }],
  rows: [
    { child: 1, program: 0, state: 'APPROVED', feeCents: 4000 },
    { child: 0, program: 0, state: 'APPROVED', feeCents: 5000, earlyBird: true },
    { child: 0, program: 1, state: 'OFFERED_WAITLIST', feeCents: 7000 },
  ],
};
/** One child with one place. */
export const PLACE: SubmissionFixture = {
  state: 'APPROVED',
  programs: [{ name: 'Full Days', sortOrder: 1 }],
  children: [{ firstName: 'Cleo' }],
  rows: [{ child: 0, program: 0, state: 'APPROVED', feeCents: 12000 }],
};
export const WAITLIST_ONLY: SubmissionFixture = {
  state: 'OFFERED_WAITLIST',
  programs: [{ name: 'Full Days', sortOrder: 1 }],
  children: [{ firstName: 'Dev' }],
  rows: [{ child: 0, program: 0, state: 'OFFERED_WAITLIST', feeCents: 12000 }],
};

/** The checkout's calls as the widget makes them, from a page the demo businesses allow. */
export function checkoutCaller(t: TestApp) {
  const call = graphqlCaller(t.app, { origin: 'http://localhost:3000' });
  async function open(linkCode: string) {
    const res = await call(OPEN, { c: linkCode });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data.registrationSubmissionOfferForLinkCode;
  }
  const accept = (s: SeededSubmission, terms = true) => call(ACCEPT, { ...idsOf(s), terms });
  const charge = (s: SeededSubmission) => call(CHARGE, idsOf(s));
  /** Tokenizes the card on the sandbox's page and keeps it for the checkout. */
  async function keepCard(s: SeededSubmission, number: string) {
    const { paymentProviderInfo } = await open(s.linkCode);
    const token = await cardToken(paymentProviderInfo.fieldsUrl, number);
    const res = await call(SET, { ...idsOf(s), t: token });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data.setRegistrationSubmissionPaymentToken;
  }
  const mailsTo = (email: string) =>
    t.ctx.db
      .selectFrom('mail_outbox')
      .select(['kind', 'subject', 'text_body'])
      .where('to_address', '=', email)
      .execute();
  return { call, open, accept, charge, keepCard, mailsTo };
}
