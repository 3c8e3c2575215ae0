#!/usr/bin/env node
// `npm run fuzz`: the schema-driven fuzz run (test/integration/fuzz.test.ts) with 10,000 cases, on the embedded
// database and, when TEST_DATABASE_URL names one, on PostgreSQL too. `npm test` runs a short version of it.
// FUZZ_RUNS and FUZZ_SEED override the count and replay a failing seed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000' };
if (!env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: fuzzing the embedded database only.');
const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', 'test/integration/fuzz.test.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
