// `npm run bench:registration-submit`: submitRegistrationSubmission throughput and latency, on PGlite and (with
// BENCH_DATABASE_URL or TEST_DATABASE_URL) on PostgreSQL. Each request is a new family (its own email) registering
// two children for Maple Grove's demo registration (Summer Camp and Swim Lessons each): the link opened, the checks,
// the person, account, children and contact, the programs' rows locked and their places counted, the submission and
// its four rows, and the checkout mail kept in the outbox, in one transaction. On PostgreSQL the programs get places
// enough that every row takes one; PGlite keeps the demo's places, so later rows wait (the same work: lock, count,
// write). The server is its own process in production mode (harness: bench/graphql-load.ts).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DEMO_BUSINESS_IDS, DEMO_REGISTRATION_LINK_CODES } from '../packages/server/src/index';
import { benchGraphql, postGraphql, widgetRequest } from './bench/graphql-load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const BUSINESS = DEMO_BUSINESS_IDS.mapleGrove;
const LINK_CODE = DEMO_REGISTRATION_LINK_CODES.mapleGrove.open;

interface Target {
  registrationId: string;
  programIds: string[];
}

/** The registration and the two programs, read as the widget reads them. */
async function target(url: string): Promise<Target> {
  const opened = await postGraphql(url, widgetRequest('RegistrationByLinkCode', { linkCode: LINK_CODE }));
  const registrationId = (opened.registrationByLinkCode as { id: string }).id;
  const child = { childId: 'bench', firstName: 'Sam', lastName: 'Bench', dateOfBirth: '2020-04-01' };
  const listed = await postGraphql(
    url,
    widgetRequest('ProgramsForRegistration', {
      linkCode: LINK_CODE,
      businessId: BUSINESS,
      registrationId,
      childWithDobs: [child],
    }),
  );
  const [programs] = listed.programsForRegistration as Array<{ programs: Array<{ id: string; name: string }> }>;
  const id = (name: string) => {
    const found = programs!.programs.find((p) => p.name === name);
    if (!found) throw new Error(`the demo registration has no ${name}`);
    return found.id;
  };
  return { registrationId, programIds: [id('Summer Camp'), id('Swim Lessons')] };
}

/** Places enough for the warm-up and the run: every row takes one. */
async function addPlaces(connectionString: string, programIds: readonly string[]): Promise<void> {
  const db = new pg.Client({ connectionString });
  await db.connect();
  try {
    await db.query('update registration_program set places = 1000000 where id = any($1)', [programIds]);
  } finally {
    await db.end();
  }
}

function submitBody(at: Target): string {
  const child = (firstName: string, dateOfBirth: string) => ({
    externalId: null,
    isNew: true,
    firstName,
    lastName: 'Bench',
    dateOfBirth,
    registrationProgramIds: at.programIds,
  });
  return widgetRequest('SubmitRegistration', {
    businessId: BUSINESS,
    registrationId: at.registrationId,
    linkCode: LINK_CODE,
    input: {
      idempotencyKey: `bench-${randomUUID()}`,
      personId: null,
      firstName: 'Robin',
      lastName: 'Bench',
      email: `bench.${randomUUID()}@example.com`,
      phoneNumber: '(312) 555-0142',
      phoneNumberType: 'Mobile',
      familyReceivesSubsidy: null,
      children: [child('Sam', '2020-04-01'), child('Alex', '2022-09-15')],
    },
  });
}

await benchGraphql({
  unit: 'registrations',
  // One address sends them all: the bench measures throughput, not the limits that stop such a flood.
  env: {
    SUBMIT_LIMIT_PER_CLIENT: '1000000',
    SUBMIT_LIMIT_PER_BUSINESS: '1000000',
    OFFER_LINK_LIMIT_PER_CLIENT: '1000000',
  },
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  prepare: async (url, database) => {
    const at = await target(url);
    if (database) await addPlaces(database, at.programIds);
    return async () => {
      const data = await postGraphql(url, submitBody(at));
      const result = data.submitRegistrationSubmission as { success: boolean; state: string; errors: unknown };
      if (!result.success) throw new Error(`registration refused: ${JSON.stringify(result.errors)}`);
      if (database && result.state !== 'APPROVED') throw new Error(`registration not approved: ${result.state}`);
    };
  },
});
