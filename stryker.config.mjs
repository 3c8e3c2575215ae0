// Mutation testing of the rules in @cc/core and the server's pure rule modules: `npm run test:mutation`. StrykerJS
// changes the code one small way at a time (a < for a <=, a condition forced true, a string emptied) and runs the
// tests that cover it; a change no test notices is a "survivor", a rule tested from one side only. Incremental: a
// re-run only tries what changed since the last (reports/mutation/incremental.json, kept on this machine and not
// committed: it holds a copy of every source file). Not part of `npm test`: on two cores the first run takes about
// an hour, re-runs minutes. A mutant that cannot change behaviour is marked in the code with
// `// Stryker disable next-line <mutator>: <why>`.

/**
 * The server's rule modules that need no database, each beside its unit test: sign-in codes and tokens, link codes,
 * rate-limit windows, website origins, paging, input list bounds, JSON body shape. The rules that read the database (submit checks, the estimate) are
 * proven by the integration tests, which start a database per file: too slow to run once per mutant.
 */
const SERVER_RULES = [
  'packages/server/src/security/one-time-code.ts',
  'packages/server/src/security/link-code.ts',
  'packages/server/src/security/rate-limit.ts',
  'packages/server/src/http/origins.ts',
  'packages/server/src/graphql/page.ts',
  'packages/server/src/graphql/input-list-limits.ts',
  'packages/server/src/http/json-body.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'tap',
  tap: {
    testFiles: ['packages/core/src/**/*.test.ts', ...SERVER_RULES.map((file) => file.replace(/\.ts$/, '.test.ts'))],
    nodeArgs: ['--import', 'tsx'],
  },
  // Rules only: not the tests, the barrels, or generated code and its generator (a test compares their text).
  mutate: [
    'packages/core/src/**/*.ts',
    '!packages/core/src/**/*.test.ts',
    '!packages/core/src/**/index.ts',
    '!packages/core/src/**/*.generated.ts',
    '!packages/core/src/**/*.source.ts',
    ...SERVER_RULES,
  ],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  ignoreStatic: true,
  // tsx runs the tests without type checks; Stryker's `// @ts-nocheck` would only break the generated-file test.
  disableTypeChecks: false,
  concurrency: 2,
  timeoutMS: 20000,
  thresholds: { high: 97, low: 95, break: 95 },
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  tempDirName: 'node_modules/.cache/stryker',
  cleanTempDir: 'always',
};
