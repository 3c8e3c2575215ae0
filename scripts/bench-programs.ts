// `npm run bench:programs`: programsForCenter throughput over loopback (harness: bench/graphql-load.ts).
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '../packages/server/src/index';
import { benchGraphql, postGraphql, widgetOperation } from './bench/graphql-load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const body = JSON.stringify({
  query: widgetOperation('ProgramsForCenter'),
  variables: {
    businessId: DEMO_BUSINESS_IDS.mapleGrove,
    centerId: DEMO_CENTER_IDS.mapleGroveLincolnPark,
    searchDate: '2026-09-01',
    byAge: { childWithDobs: [{ firstName: 'Leo', lastName: 'Park', dateOfBirth: '2020-01-15' }] },
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
