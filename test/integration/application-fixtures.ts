// Shared by the application, person-check and cost integration tests: the demo programs by name, a valid enquiry,
// and row counts to prove that a rejected submission wrote nothing.
import { randomUUID } from 'node:crypto';
import { localDateIn } from '@cc/core';
import { TEST_NOW } from '@cc/server';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '@cc/server';
import { gql, type TestApp } from './harness';

export const MAPLE = DEMO_BUSINESS_IDS.mapleGrove;
export const LINCOLN = DEMO_CENTER_IDS.mapleGroveLincolnPark;

/** YYYY-MM-DD `days` after the test clock's today in Chicago (Lincoln Park's zone). */
export function chicagoDate(days: number): string {
  const date = new Date(`${localDateIn('America/Chicago', new Date(TEST_NOW))}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface ProgramInfo {
  id: string;
  feeId: string | null;
}

/** Program name -> id and fee id at a centre, read through the API as the widget would. */
export async function programsAt(app: TestApp['app'], businessId: string, centerId: string) {
  const res = await gql<{
    programsForCenter: {
      programsForCenter: Array<{ id: string; programName: string; centers: Array<{ feeId: string | null }> }>;
    };
  }>(
    app,
    `query($b: ID!, $c: ID!, $d: String!) { programsForCenter(businessId: $b, centerId: $c, searchDate: $d) {
       programsForCenter { id programName centers { feeId } } } }`,
    { b: businessId, c: centerId, d: chicagoDate(0) },
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return new Map<string, ProgramInfo>(
    res.data!.programsForCenter.programsForCenter.map((p) => [p.programName, { id: p.id, feeId: p.centers[0]!.feeId }]),
  );
}

export const weekly = (programId: string, careType: string, days: string[], startDate = chicagoDate(14)) => ({
  programId,
  careType,
  cycleType: 'Weekly',
  days: days.map((dayOfWeek) => ({ dayOfWeek, week: 'WEEK1' })),
  startDate,
});

export const casual = (programId: string, careType: string, startDate = chicagoDate(14)) => ({
  programId,
  careType,
  cycleType: 'Casual',
  days: [],
  startDate,
});

/** A Chicago mobile number no other test enquiry uses. */
export function uniqueChicagoPhone(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `(312) 4${digits.slice(0, 2)}-${digits.slice(2, 6)}`;
}

/** A valid enquiry at Lincoln Park for one toddler; tests change what they are about. */
export function enquiry(toddlerRoomId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    idempotencyKey: `test-${randomUUID()}`,
    businessId: MAPLE,
    selectedCenter: { id: LINCOLN },
    firstName: 'Nora',
    lastName: 'Diaz',
    email: `nora.${randomUUID().slice(0, 8)}@example.com`,
    // A number of its own: a phone the business knows blocks the enquiry, as the person check does.
    phoneNumber: { number: uniqueChicagoPhone(), type: 'Mobile' },
    familyReceivesSubsidy: false,
    cwaConsent: true,
    children: [
      {
        firstName: 'Leo',
        lastName: 'Diaz',
        dateOfBirth: '2025-02-10',
        programSchedules: [weekly(toddlerRoomId, 'LDC', ['MONDAY', 'WEDNESDAY'])],
      },
    ],
    ...overrides,
  };
}

export const SUBMIT = `mutation($input: SubmitApplicationInput!) {
  submitApplication(input: $input) { success id linkCode state centerNames errors { path key } }
}`;

export interface SubmitResult {
  success: boolean;
  id: string;
  linkCode: string | null;
  state: string | null;
  centerNames: string[];
  errors: Array<{ path: string; key: string }>;
}

export async function submit(app: TestApp['app'], input: Record<string, unknown>): Promise<SubmitResult> {
  const res = await gql<{ submitApplication: SubmitResult }>(app, SUBMIT, { input });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.submitApplication;
}

const FAMILY_TABLES = [
  'person',
  'account',
  'account_person',
  'child',
  'contact',
  'contact_child_relationship',
  'application',
  'application_schedule',
  'application_idempotency',
] as const;

/** Rows in every table an enquiry writes to. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of FAMILY_TABLES) {
    const row = await t.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}
