// Mutation testing of the rules in @cc/core: `npm run test:mutation`. StrykerJS changes the code one small way at a
// time (a < for a <=, a condition forced true, a string emptied) and runs the tests that cover it; a change no test
// notices is a "survivor", a rule tested from one side only. Incremental: a re-run only tries what changed since the
// last (reports/mutation/incremental.json, kept between runs). Not part of `npm test`: on two cores it takes minutes.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'tap',
  tap: {
    testFiles: ['packages/core/src/**/*.test.ts'],
    nodeArgs: ['--import', 'tsx'],
  },
  // Rules only: not the tests, the barrels, or generated code and its generator (a test compares their text).
  mutate: [
    'packages/core/src/**/*.ts',
    '!packages/core/src/**/*.test.ts',
    '!packages/core/src/**/index.ts',
    '!packages/core/src/**/*.generated.ts',
    '!packages/core/src/**/*.source.ts',
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
