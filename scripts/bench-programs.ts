// `npm run bench:programs`: programsForCenter throughput over loopback (harness: bench/graphql-load.ts). Warm by
// default (every request asks for the same centre and day, as families on one centre's link do); BENCH_COLD=1 asks
// for a different day each time, so every request reads the database.
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '../packages/server/src/index';
import { benchGraphql, postGraphql, widgetRequest } from './bench/graphql-load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const COLD = process.env.BENCH_COLD === '1';

function body(index: number): string {
  const day = new Date(Date.UTC(2026, 8, 1 + (COLD ? index : 0))).toISOString().slice(0, 10);
  return widgetRequest('ProgramsForCenter', {
    businessId: DEMO_BUSINESS_IDS.mapleGrove,
    centerId: DEMO_CENTER_IDS.mapleGroveLincolnPark,
    searchDate: day,
    byAge: { childWithDobs: [{ firstName: 'Leo', lastName: 'Park', dateOfBirth: '2020-01-15' }] },
  });
}

let sent = 0;

console.log(COLD ? 'cold: a different day each request' : 'warm: the same centre and day each request');
await benchGraphql({
  unit: 'requests',
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  prepare: async (url) => async () => {
    await postGraphql(url, body(sent++));
  },
});
