// Shared by the registration and registration checkout tests: a registration with programs written straight to the
// database (as staff would have made it), a valid submission input for a new family, and the submit through GraphQL.
import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, TEST_NOW } from '@cc/server';
import { hashLinkCode, newLinkCode } from '../../packages/server/src/security/link-code';
import { chicagoDate, uniqueChicagoPhone } from './application-fixtures';
import type { TestApp } from './harness';

export interface RegistrationProgramSpec {
  name?: string;
  description?: string;
  places?: number;
  minAgeMonths?: number;
  maxAgeMonths?: number;
  /** YYYY-MM-DD; default 60 days after the test day (Chicago). */
  startDate?: string;
  endDate?: string;
  feeCents?: number;
  earlyBirdFeeCents?: number | null;
  earlyBirdUntil?: string | null;
  tieredFeeCents?: number[] | null;
}

export interface RegistrationSpec {
  businessId?: string;
  centerId?: string;
  name?: string;
  description?: string;
  askFamilyAboutSubsidy?: boolean;
  requiresApproval?: boolean;
  isOpen?: boolean;
  /** Default: one program of 10 places for ages 0-155 months, fee 5000 cents. */
  programs?: RegistrationProgramSpec[];
}

export interface RegistrationFixture {
  registrationId: string;
  linkCode: string;
  /** In the order of spec.programs. */
  programIds: string[];
  businessId: string;
  centerId: string;
}

/** A registration (default: Maple Grove, Lincoln Park, open, no approval) with its programs, and its link code. */
export async function createRegistration(t: TestApp, spec: RegistrationSpec = {}): Promise<RegistrationFixture> {
  const businessId = spec.businessId ?? DEMO_BUSINESS_IDS.mapleGrove;
  const centerId = spec.centerId ?? DEMO_CENTER_IDS.mapleGroveLincolnPark;
  const linkCode = newLinkCode();
  const programs = spec.programs ?? [{}];
  // The creation instant only orders the staff list; the test clock's start is close enough.
  const now = new Date(TEST_NOW);
  const registration = await t.ctx.db
    .insertInto('registration')
    .values({
      business_id: businessId,
      center_id: centerId,
      name: spec.name ?? `Test registration ${randomUUID().slice(0, 8)}`,
      description: spec.description ?? 'A registration made by a test.',
      link_code_hash: hashLinkCode(linkCode),
      ask_family_about_subsidy: spec.askFamilyAboutSubsidy ?? false,
      requires_approval: spec.requiresApproval ?? false,
      is_open: spec.isOpen ?? true,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const programIds: string[] = [];
  for (const [index, p] of programs.entries()) {
    const startDate = p.startDate ?? chicagoDate(60);
    const row = await t.ctx.db
      .insertInto('registration_program')
      .values({
        registration_id: registration.id,
        name: p.name ?? `Program ${index + 1}`,
        description: p.description ?? '',
        places: p.places ?? 10,
        min_age_months: p.minAgeMonths ?? 0,
        max_age_months: p.maxAgeMonths ?? 155,
        start_date: startDate,
        end_date: p.endDate ?? chicagoDate(116),
        early_bird_until: p.earlyBirdUntil ?? null,
        fee_cents: p.feeCents ?? 5000,
        early_bird_fee_cents: p.earlyBirdFeeCents ?? null,
        tiered_fee_cents: p.tieredFeeCents ? JSON.stringify(p.tieredFeeCents) : null,
        sort_order: index + 1,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    programIds.push(row.id);
  }
  return { registrationId: registration.id, linkCode, programIds, businessId, centerId };
}

export interface NewChildSpec {
  /** An existing child of the signed-in parent (then isNew false); absent for a new child. */
  externalId?: string | null;
  isNew?: boolean;
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  registrationProgramIds: string[];
}

/** A valid submission for a new family (a unique email and phone): one child per entry of `children`. */
export function newFamilyInput(
  children: NewChildSpec[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const tag = randomBytes(5).toString('hex');
  return {
    idempotencyKey: `reg-${randomUUID()}`,
    personId: null,
    firstName: 'Rosa',
    lastName: 'Alvarez',
    email: `rosa.${tag}@example.com`,
    phoneNumber: uniqueChicagoPhone(),
    phoneNumberType: 'Mobile',
    familyReceivesSubsidy: false,
    children: children.map((c, i) => ({
      externalId: c.externalId ?? null,
      isNew: c.isNew ?? !c.externalId,
      firstName: c.firstName ?? ['Lucia', 'Mateo', 'Sofia', 'Diego'][i % 4],
      lastName: c.lastName ?? 'Alvarez',
      dateOfBirth: c.dateOfBirth ?? '2021-05-10',
      registrationProgramIds: c.registrationProgramIds,
    })),
    ...overrides,
  };
}

export const SUBMIT_REGISTRATION = `mutation($b: ID!, $r: ID!, $c: String!, $input: RegistrationSubmissionInput!) {
  submitRegistrationSubmission(businessId: $b, registrationId: $r, linkCode: $c, input: $input) {
    success id linkCode state errors { path key } } }`;

export interface SubmitRegistrationAnswer {
  success: boolean;
  id: string;
  linkCode: string | null;
  state: string | null;
  errors: Array<{ path: string; key: string }>;
}

/**
 * submitRegistrationSubmission through GraphQL from a new client address (with a parent's token when given). Throws
 * on GraphQL errors unless `raw` is set; `raw` answers the whole response.
 */
export async function submitRegistration(
  t: TestApp,
  reg: Pick<RegistrationFixture, 'businessId' | 'registrationId' | 'linkCode'>,
  input: Record<string, unknown>,
  token?: string,
): Promise<SubmitRegistrationAnswer> {
  const res = await submitRegistrationRaw(t, reg, input, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.submitRegistrationSubmission;
}

export async function submitRegistrationRaw(
  t: TestApp,
  reg: Pick<RegistrationFixture, 'businessId' | 'registrationId' | 'linkCode'>,
  input: Record<string, unknown>,
  token?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the whole response, errors included
): Promise<any> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
    headers: { origin: 'http://localhost:3000', ...(token && { authorization: `Bearer ${token}` }) },
    payload: {
      query: SUBMIT_REGISTRATION,
      variables: { b: reg.businessId, r: reg.registrationId, c: reg.linkCode, input },
    },
  });
  return response.json();
}
