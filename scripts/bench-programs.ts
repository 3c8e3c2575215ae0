// `npm run bench:programs`: programsForCenter throughput over loopback (harness: bench/graphql-load.ts).
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '../packages/server/src/index';
import { benchGraphql, postGraphql } from './bench/graphql-load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const body = JSON.stringify({
  query: `query($b: ID!, $c: ID!, $d: String!, $a: ProgramsByAgeInput) {
    programsForCenter(businessId: $b, centerId: $c, searchDate: $d, byAge: $a) {
      enrollmentSettings { flowType }
      programsForCenter { id childId programName centers { availablePlaces feeAmount operatingDayAvailability { dayOfWeek count } } }
    } }`,
  variables: {
    b: DEMO_BUSINESS_IDS.mapleGrove,
    c: DEMO_CENTER_IDS.mapleGroveLincolnPark,
    d: '2026-09-01',
    a: { childWithDobs: [{ firstName: 'Leo', lastName: 'Park', dateOfBirth: '2020-01-15' }] },
  },
});

await benchGraphql({
  unit: 'requests',
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  prepare: async (url) => async () => {
    await postGraphql(url, body);
  },
});
