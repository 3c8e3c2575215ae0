// Shared by the offer-enquiry tests: the demo families as a re-enrolment finds them (accounts, children, contacts),
// a valid OfferEnquiryInput for each, a GraphQL caller with a session, and the sandbox card page's tokenizer.
import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, DEMO_CHILD_IDS, type DemoBusinessKey } from '@cc/server';
import { demoUuid } from '../../packages/server/src/demo/demo-uuid';
import { chicagoDate, programsAt, weekly } from './application-fixtures';
import type { TestApp } from './harness';

export interface DemoFamily {
  key: DemoBusinessKey;
  businessId: string;
  email: string;
  accountId: string;
  childId: string;
  siblingId: string;
  primaryContactId: string;
  secondContactId: string;
  parent: { firstName: string; lastName: string; phone: string };
  child: { firstName: string; dateOfBirth: string };
  sibling: { firstName: string; dateOfBirth: string };
  second: { firstName: string; lastName: string; phone: string };
}

function family(
  key: DemoBusinessKey,
  childId: string,
  parent: DemoFamily['parent'] & { email: string },
  child: DemoFamily['child'],
  sibling: DemoFamily['sibling'],
  second: DemoFamily['second'],
): DemoFamily {
  return {
    key,
    businessId: DEMO_BUSINESS_IDS[key],
    email: parent.email,
    accountId: demoUuid(`account:${childId}`),
    childId,
    siblingId: demoUuid(`child:${key}/sibling`),
    primaryContactId: demoUuid(`contact:${parent.email}`),
    secondContactId: demoUuid(`contact:${key}/second`),
    parent,
    child,
    sibling,
    second,
  };
}

/** The demo families on the test clock's seed day (2026-11-23). */
export const FAMILIES = {
  mapleGrove: family(
    'mapleGrove',
    DEMO_CHILD_IDS.avaJohnson,
    { firstName: 'Emily', lastName: 'Johnson', phone: '+13125550199', email: 'emily.johnson@example.com' },
    { firstName: 'Ava', dateOfBirth: '2024-02-14' },
    { firstName: 'Theo', dateOfBirth: '2026-03-10' },
    { firstName: 'Grace', lastName: 'Johnson', phone: '+13125550177' },
  ),
  northernLights: family(
    'northernLights',
    DEMO_CHILD_IDS.noahTremblay,
    { firstName: 'Camille', lastName: 'Tremblay', phone: '+16045550142', email: 'camille.tremblay@example.com' },
    { firstName: 'Noah', dateOfBirth: '2023-06-14' },
    { firstName: 'Elodie', dateOfBirth: '2026-04-02' },
    { firstName: 'Marc', lastName: 'Tremblay', phone: '+16045550177' },
  ),
  wattleTree: family(
    'wattleTree',
    DEMO_CHILD_IDS.miaNguyen,
    { firstName: 'Linh', lastName: 'Nguyen', phone: '+61412345678', email: 'linh.nguyen@example.com' },
    { firstName: 'Mia', dateOfBirth: '2022-09-03' },
    { firstName: 'An', dateOfBirth: '2024-05-20' },
    { firstName: 'Bao', lastName: 'Nguyen', phone: '+61412345699' },
  ),
} as const;

/** Maple Grove's family whose account is overdue (12,500 cents, due ten days before the seed day). */
export const OVERDUE = {
  email: 'olivia.carter@example.com',
  accountId: demoUuid(`account:${demoUuid('child:mapleGrove/liam-carter')}`),
  childId: demoUuid('child:mapleGrove/liam-carter'),
};

export const CENTERS = DEMO_CENTER_IDS;

export const relationship = (childIndex: number, relationship = 'parent', every = true) => ({
  childIndex,
  relationship,
  liveWith: every,
  emergencyContact: true,
  permissionToPickUp: true,
  giveMedicalTreatment: every,
  giveAmbulanceTransportation: every,
  giveConsentRegularOutings: every,
});

/** Three weekdays from two weeks after the test day: every demo program used here takes them. */
export const threeDays = (programId: string) =>
  weekly(programId, 'LDC', ['MONDAY', 'TUESDAY', 'WEDNESDAY'], chicagoDate(14));

/**
 * A valid re-enrolment of both demo children at `centerId` (Ava-like child in `programs[0]`, the sibling in
 * `programs[1]`), with the primary contact and the secondary contact as the account holds them.
 */
export function reEnrolment(
  fam: DemoFamily,
  centerId: string,
  programs: [string, string],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    idempotencyKey: `re-${randomUUID()}`,
    accountId: fam.accountId,
    businessId: fam.businessId,
    selectedCenter: { id: centerId },
    children: [
      { id: fam.childId, lastName: fam.parent.lastName, ...fam.child, programSchedules: [threeDays(programs[0])] },
      { id: fam.siblingId, lastName: fam.parent.lastName, ...fam.sibling, programSchedules: [threeDays(programs[1])] },
    ],
    primaryContacts: [
      {
        id: fam.primaryContactId,
        firstName: fam.parent.firstName,
        lastName: fam.parent.lastName,
        email: fam.email,
        phoneNumber: { number: fam.parent.phone, type: 'Mobile' },
        relationships: [relationship(0), relationship(1)],
      },
    ],
    contacts: [
      {
        id: fam.secondContactId,
        firstName: fam.second.firstName,
        lastName: fam.second.lastName,
        phoneNumber: { number: fam.second.phone, type: 'Mobile' },
        relationships: [relationship(0, 'grandparent', false), relationship(1, 'grandparent', false)],
      },
    ],
    familyReceivesSubsidy: false,
    cwaConsent: true,
    tcAgreed: true,
    ...overrides,
  };
}

/** Program name -> id at a centre. */
export async function programIds(app: TestApp['app'], businessId: string, centerId: string) {
  const byName = await programsAt(app, businessId, centerId);
  return (name: string) => {
    const program = byName.get(name);
    if (!program) throw new Error(`no ${name} at ${centerId}`);
    return program.id;
  };
}

export const OFFER_ENQUIRY = `mutation($input: OfferEnquiryInput!) {
  offerEnquiry(input: $input) { success id linkCode state centerNames errors { path key } } }`;
export const OPEN_OFFER = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) {
  id businessId applicationId centerId state applicationState enrollmentFormRequired
  paymentInfo { isPaymentRequired total } paymentProviderInfo { fieldsUrl }
  children { firstName } } }`;
export const ACCEPT = `mutation($input: OfferActionInput!) { acceptOffer(input: $input) { success errors { path key } offer { state applicationState } } }`;
export const PAY = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $t: String!) {
  payEnrollmentFeeForOffer(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, paymentToken: $t) }`;
export const ACCOUNTS = `query { fetchAccountsByPerson(input: { pageNumber: 1, pageSize: 50 }) { totalCount items {
  id name children { id firstName lastName dateOfBirth }
  contacts { id firstName lastName email phoneNumber phoneType isPrimary centerIds relationships {
    childId relationship liveWith emergencyContact permissionToPickUp giveMedicalTreatment giveAmbulanceTransportation
    giveConsentRegularOutings } }
  balance { amountCents currency dueDate overdue } } } }`;
export const CORRESPONDENCE = `query($c: String!) { reEnrolAccountCorrespondenceByCode(linkCode: $c) {
  stage accountId contactId batchId businessId } }`;
export const VIEWED = `mutation($b: ID!, $input: UpdateCorrespondenceInput!) {
  updateCorrespondence(businessId: $b, input: $input) { stage } }`;

/** A GraphQL caller from a page on localhost (the demo's allowed origin), each call from a new address. */
export function caller(t: TestApp) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of every shape
  return async (query: string, variables: Record<string, unknown> = {}, token?: string): Promise<any> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
        headers: { origin: 'http://localhost:3000', ...(token && { authorization: `Bearer ${token}` }) },
        payload: { query, variables },
      })
    ).json();
}

/** What the sandbox's card page does: POST the card to its own origin and get a token back. */
export async function tokenize(fieldsUrl: string, number = '4242424242424242'): Promise<string> {
  const url = new URL(fieldsUrl);
  const res = await fetch(new URL('/tokenize', url.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session: url.searchParams.get('session'), number, expiry: '12/30', cvc: '123' }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** Rows the re-enrolment writes to, to prove a refused one wrote nothing. */
export async function counts(t: TestApp): Promise<Record<string, number>> {
  const tables = [
    'child',
    'contact',
    'contact_child_relationship',
    'application',
    'application_schedule',
    'application_offer',
  ] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

/** The ids of the applications one idempotency key made: one, however often the submission was sent. */
export async function applicationsWithKey(t: TestApp, idempotencyKey: string): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('application')
    .select('id')
    .where('idempotency_key', '=', idempotencyKey)
    .execute();
  return rows.map((row) => row.id);
}
