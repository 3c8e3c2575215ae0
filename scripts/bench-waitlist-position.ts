// `npm run bench:waitlist-position`: a family reading its place on a centre's waitlist while 500 families wait for
// the same program, on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL in a throwaway
// schema. The 500 enquiries go in through submitApplication (the way families join); the demo family, whose waitlist
// offer (demo-applications.ts) is for the same program at the same centre, then reads its position through its offer
// link, as the offer page's waitlist outcome does (OfferWaitlistPositions). Positions are computed on read, so every
// request ranks the whole queue. The server runs as its own process (harness: bench/graphql-load.ts).
import { randomUUID } from 'node:crypto';
import { localDateIn } from '@cc/core';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '../packages/server/src/index';
import { demoOfferCode } from '../packages/server/src/demo/demo-applications';
import { benchGraphql, postGraphql, widgetRequest } from './bench/graphql-load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WAITING = Number(process.env.BENCH_WAITING ?? 500);
const BUSINESS = DEMO_BUSINESS_IDS.mapleGrove;
const CENTER = DEMO_CENTER_IDS.mapleGroveLincolnPark;
const PROGRAM = 'Infant Care';
/** BENCH_BASELINE=1: the same offer read without its waitlist positions (OfferPage), to see what the field costs. */
const BASELINE = process.env.BENCH_BASELINE === '1';

function startDate(): string {
  const date = new Date(`${localDateIn('America/Chicago', new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 14);
  return date.toISOString().slice(0, 10);
}

let families = 0;

/** A new family's enquiry for one baby: a new person, account, child and application each. */
function enquiryBody(programId: string, start: string): string {
  const tag = randomUUID();
  const digits = String(families++ % 1_000_000).padStart(6, '0');
  return widgetRequest('SubmitApplication', {
    input: {
      idempotencyKey: `bench-${tag}`,
      businessId: BUSINESS,
      selectedCenter: { id: CENTER },
      firstName: 'Bench',
      lastName: 'Family',
      email: `bench.${tag}@example.com`,
      phoneNumber: { number: `(312) 4${digits.slice(0, 2)}-${digits.slice(2)}`, type: 'Mobile' },
      familyReceivesSubsidy: false,
      cwaConsent: true,
      children: [
        {
          firstName: 'Leo',
          lastName: 'Family',
          dateOfBirth: localDateIn('America/Chicago', new Date(Date.now() - 180 * 86_400_000)),
          programSchedules: [
            {
              programId,
              careType: 'LDC',
              cycleType: 'Weekly',
              days: ['MONDAY', 'WEDNESDAY', 'FRIDAY'].map((dayOfWeek) => ({ dayOfWeek, week: 'WEEK1' })),
              startDate: start,
            },
          ],
        },
      ],
    },
  });
}

async function programId(url: string): Promise<string> {
  const data = await postGraphql(
    url,
    widgetRequest('ProgramsForCenter', { businessId: BUSINESS, centerId: CENTER, searchDate: startDate() }),
  );
  const list = (data.programsForCenter as { programsForCenter: Array<{ id: string; programName: string }> })
    .programsForCenter;
  const program = list.find((p) => p.programName === PROGRAM);
  if (!program) throw new Error(`the demo ${PROGRAM} is missing at Lincoln Park`);
  return program.id;
}

await benchGraphql({
  unit: BASELINE ? 'offer page reads (baseline)' : 'position reads',
  // One address sends everything: the bench measures the read, not the limits that stop such a flood.
  env: {
    SUBMIT_LIMIT_PER_CLIENT: '1000000',
    SUBMIT_LIMIT_PER_BUSINESS: '1000000',
    OFFER_LINK_LIMIT_PER_CLIENT: '1000000',
  },
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  prepare: async (url) => {
    const program = await programId(url);
    const start = startDate();
    let submitted = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (submitted < WAITING) {
          submitted++;
          const data = await postGraphql(url, enquiryBody(program, start));
          const result = data.submitApplication as { success: boolean; errors: unknown };
          if (!result.success) throw new Error(`submit refused: ${JSON.stringify(result.errors)}`);
        }
      }),
    );
    const body = widgetRequest('OfferWaitlistPositions', { linkCode: demoOfferCode('mapleGrove', 'waitlist') });
    const read = async () => {
      const data = await postGraphql(url, body);
      const [place] = (data.applicationOfferForLinkCode as { waitlistPositions: Array<{ total: number }> })
        .waitlistPositions;
      if (!place || place.total < WAITING)
        throw new Error(`expected ${WAITING}+ waiting, read ${JSON.stringify(place)}`);
      return place;
    };
    const first = await read();
    console.log(`           the demo family reads its place: ${JSON.stringify(first)}`);
    if (BASELINE) {
      const page = widgetRequest('OfferPage', { linkCode: demoOfferCode('mapleGrove', 'waitlist') });
      return async () => {
        await postGraphql(url, page);
      };
    }
    return async () => {
      await read();
    };
  },
});
