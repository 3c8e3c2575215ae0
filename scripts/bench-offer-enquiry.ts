// `npm run bench:offer-enquiry`: offerEnquiry throughput and latency on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL). Each request is the Maple Grove demo family re-enrolling its two children at Lincoln Park with a
// new idempotency key: the checks, the contacts rewritten, the application, its schedules and the offer holding its
// places, in one transaction. The family's session is written straight into the bench's schema (the API would mail
// a code), and the programs get places enough that every request is offered rather than waitlisted. The server is
// its own process in production mode (harness: bench/graphql-load.ts).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { localDateIn } from '@cc/core';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, DEMO_CHILD_IDS } from '../packages/server/src/index';
import { demoUuid } from '../packages/server/src/demo/demo-uuid';
import { hashToken, newToken } from '../packages/server/src/security/one-time-code';
import { benchGraphql, postGraphql, widgetRequest } from './bench/graphql-load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const BUSINESS = DEMO_BUSINESS_IDS.mapleGrove;
const CENTER = DEMO_CENTER_IDS.mapleGroveLincolnPark;
const EMAIL = 'emily.johnson@example.com';
const PERSON = demoUuid(`person:${EMAIL}`);
const ACCOUNT = demoUuid(`account:${DEMO_CHILD_IDS.avaJohnson}`);
const SIBLING = demoUuid('child:mapleGrove/sibling');

const relationship = (childIndex: number, kind: string) => ({
  childIndex,
  relationship: kind,
  liveWith: kind === 'parent',
  emergencyContact: true,
  permissionToPickUp: true,
  giveMedicalTreatment: true,
  giveAmbulanceTransportation: true,
  giveConsentRegularOutings: true,
});

function startDate(): string {
  const date = new Date(`${localDateIn('America/Chicago', new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 14);
  return date.toISOString().slice(0, 10);
}

interface Family {
  token: string;
  children: Array<{ id: string; first_name: string; last_name: string; date_of_birth: string; program: string }>;
  contacts: Array<{ id: string; first_name: string; last_name: string; email: string | null; phone_number: string }>;
}

/** The family's session, children and contacts as the wizard would have them; places enough for every request. */
async function prepareFamily(connectionString: string): Promise<Family> {
  const db = new pg.Client({ connectionString });
  await db.connect();
  try {
    const token = newToken();
    const now = new Date();
    await db.query(
      `insert into session (token_hash, person_id, business_id, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
      [hashToken(token), PERSON, BUSINESS, now, new Date(now.getTime() + 86_400_000)],
    );
    await db.query(`update program_center set available_places = 1000000 where center_id = $1`, [CENTER]);
    const programs = await db.query<{ id: string; program_name: string }>(
      `select id, program_name from program where business_id = $1`,
      [BUSINESS],
    );
    const programId = (name: string) => programs.rows.find((p) => p.program_name === name)!.id;
    const children = await db.query<Omit<Family['children'][number], 'program'>>(
      `select id, first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth from child
       where id = any($1) order by date_of_birth`,
      [[DEMO_CHILD_IDS.avaJohnson, SIBLING]],
    );
    const contacts = await db.query<Family['contacts'][number]>(
      `select id, first_name, last_name, email, phone_number from contact where account_id = $1
       order by is_primary desc, id`,
      [ACCOUNT],
    );
    return {
      token,
      // Ava (the elder) in the Toddler Room, her baby brother in Infant Care (which has an application fee).
      children: children.rows.map((c, i) => ({ ...c, program: programId(i === 0 ? 'Toddler Room' : 'Infant Care') })),
      contacts: contacts.rows,
    };
  } finally {
    await db.end();
  }
}

function offerEnquiryBody(family: Family, start: string): string {
  const [primary, second] = family.contacts;
  const contact = (c: Family['contacts'][number], kind: string) => ({
    id: c.id,
    firstName: c.first_name,
    lastName: c.last_name,
    email: c.email,
    phoneNumber: { number: c.phone_number, type: 'Mobile' },
    relationships: [relationship(0, kind), relationship(1, kind)],
  });
  return widgetRequest('OfferEnquiry', {
    input: {
      idempotencyKey: `bench-${randomUUID()}`,
      accountId: ACCOUNT,
      businessId: BUSINESS,
      selectedCenter: { id: CENTER },
      children: family.children.map((c) => ({
        id: c.id,
        firstName: c.first_name,
        lastName: c.last_name,
        dateOfBirth: c.date_of_birth,
        programSchedules: [
          {
            programId: c.program,
            careType: 'LDC',
            cycleType: 'Weekly',
            days: ['MONDAY', 'TUESDAY', 'WEDNESDAY'].map((dayOfWeek) => ({ dayOfWeek, week: 'WEEK1' })),
            startDate: start,
          },
        ],
      })),
      primaryContacts: [contact(primary!, 'parent')],
      contacts: [contact(second!, 'grandparent')],
      familyReceivesSubsidy: false,
      cwaConsent: true,
      tcAgreed: true,
    },
  });
}

await benchGraphql({
  unit: 're-enrolments',
  postgresOnly: true,
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  prepare: async (url, database) => {
    if (!database) throw new Error('this load needs the PostgreSQL schema');
    const family = await prepareFamily(database);
    const start = startDate();
    const headers = { authorization: `Bearer ${family.token}` };
    return async () => {
      const data = await postGraphql(url, offerEnquiryBody(family, start), headers);
      const result = data.offerEnquiry as { success: boolean; state: string; errors: unknown };
      if (!result.success || result.state !== 'Offered') {
        throw new Error(`re-enrolment not offered: ${result.state} ${JSON.stringify(result.errors)}`);
      }
    };
  },
});
