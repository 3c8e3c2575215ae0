// `npm run bench:submit`: submitApplication throughput over loopback, on PGlite and (when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set) on PostgreSQL in a throwaway schema. Each request is a new family's enquiry (new person,
// account, child, contact, application and schedule, one transaction). The server runs as its own process (the real
// entry) so the load generator does not share its event loop (harness: bench/graphql-load.ts).
import { randomUUID } from 'node:crypto';
import { localDateIn } from '@cc/core';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '../packages/server/src/index';
import { benchGraphql, postGraphql, widgetRequest } from './bench/graphql-load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const BUSINESS = DEMO_BUSINESS_IDS.mapleGrove;
const CENTER = DEMO_CENTER_IDS.mapleGroveLincolnPark;

function startDate(): string {
  const date = new Date(`${localDateIn('America/Chicago', new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 14);
  return date.toISOString().slice(0, 10);
}

let families = 0;

/** A new family's phone: (312) 4xx-xxxx, one per enquiry (a known phone is refused as an existing person). */
function newPhone(): string {
  const digits = String(families++ % 1_000_000).padStart(6, '0');
  return `(312) 4${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** A new family's enquiry for one toddler, unique by idempotency key, email and phone. */
function enquiryBody(toddlerRoomId: string, start: string): string {
  const tag = randomUUID();
  return widgetRequest('SubmitApplication', {
    input: {
      idempotencyKey: `bench-${tag}`,
      businessId: BUSINESS,
      selectedCenter: { id: CENTER },
      firstName: 'Bench',
      lastName: 'Family',
      email: `bench.${tag}@example.com`,
      phoneNumber: { number: newPhone(), type: 'Mobile' },
      familyReceivesSubsidy: false,
      cwaConsent: true,
      children: [
        {
          firstName: 'Leo',
          lastName: 'Family',
          dateOfBirth: '2025-02-10',
          programSchedules: [
            {
              programId: toddlerRoomId,
              careType: 'LDC',
              cycleType: 'Weekly',
              days: [
                { dayOfWeek: 'MONDAY', week: 'WEEK1' },
                { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
              ],
              startDate: start,
            },
          ],
        },
      ],
    },
  });
}

async function toddlerRoomId(url: string): Promise<string> {
  const data = await postGraphql(
    url,
    widgetRequest('ProgramsForCenter', { businessId: BUSINESS, centerId: CENTER, searchDate: startDate() }),
  );
  const list = (data.programsForCenter as { programsForCenter: Array<{ id: string; programName: string }> })
    .programsForCenter;
  const program = list.find((p) => p.programName === 'Toddler Room');
  if (!program) throw new Error('the demo Toddler Room is missing at Lincoln Park');
  return program.id;
}

await benchGraphql({
  unit: 'submits',
  // One address sends them all: the bench measures throughput, not the limits that stop such a flood.
  env: { SUBMIT_LIMIT_PER_CLIENT: '1000000', SUBMIT_LIMIT_PER_BUSINESS: '1000000' },
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  prepare: async (url) => {
    const programId = await toddlerRoomId(url);
    const start = startDate();
    return async () => {
      const data = await postGraphql(url, enquiryBody(programId, start));
      const result = data.submitApplication as { success: boolean; errors: unknown };
      if (!result.success) throw new Error(`submit refused: ${JSON.stringify(result.errors)}`);
    };
  },
});
