// Component tests: *.browser.test.tsx beside the code, run in Debian's Chromium.
// React ships CommonJS, which a browser cannot import unbundled, so every test file is bundled with
// rollup into .wtr-build/ first (shared chunks keep React and Shoelace loaded once per file).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import typescript from '@rollup/plugin-typescript';
import { chromeLauncher } from '@web/test-runner-chrome';
import { regionCatalogues } from './scripts/rollup-region-catalogues.mjs';

const OUT_DIR = '.wtr-build';
const TEST_SUFFIX = '.browser.test.tsx';

function findTests() {
  const tests = [];
  for (const pkg of readdirSync('packages')) {
    const src = path.join('packages', pkg, 'src');
    let entries = [];
    try {
      entries = readdirSync(src, { recursive: true });
    } catch {
      continue;
    }
    for (const entry of entries) if (String(entry).endsWith(TEST_SUFFIX)) tests.push(path.join(src, String(entry)));
  }
  return tests.sort();
}

async function bundleTests(tests) {
  rmSync(OUT_DIR, { recursive: true, force: true });
  const input = Object.fromEntries(
    tests.map((file) => [
      file
        .replace(/^packages\//, '')
        .replace(TEST_SUFFIX, '.test')
        .replaceAll(path.sep, '__'),
      file,
    ]),
  );
  const bundle = await rollup({
    input,
    // The runner loads each test file with a ?wtr-session-id query; a lazily imported chunk that imported back from
    // its test file (an entry exporting shared code) would load a second copy of it, React included. Entries keep
    // only their own signature (none), so code shared with a lazy chunk goes to chunks/.
    preserveEntrySignatures: 'strict',
    // Served by the test runner itself at run time.
    external: ['/__web-dev-server__web-socket.js'],
    onwarn(warning, warn) {
      // Apollo, graphql and Shoelace use `this` at module level and circular imports: harmless here.
      // react-intl's "use client" only matters to React Server Components.
      if (['THIS_IS_UNDEFINED', 'CIRCULAR_DEPENDENCY', 'MODULE_LEVEL_DIRECTIVE'].includes(warning.code)) return;
      warn(warning);
    },
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('development') } }),
      nodeResolve({
        browser: true,
        extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
        dedupe: ['react', 'react-dom'],
      }),
      commonjs(),
      regionCatalogues(),
      typescript({
        tsconfig: false,
        include: ['packages/*/src/**/*.ts', 'packages/*/src/**/*.tsx'],
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          esModuleInterop: true,
          skipLibCheck: true,
          isolatedModules: true,
          verbatimModuleSyntax: true,
          noCheck: true,
          sourceMap: false,
          declaration: false,
        },
      }),
    ],
  });
  await bundle.write({
    dir: OUT_DIR,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  });
  await bundle.close();
}

// WTR_FILES=a,b bundles only the test files whose path contains one of those parts, so one component's tests can
// run (and bundle) without everybody else's.
const only = (process.env.WTR_FILES ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const tests = findTests().filter((file) => only.length === 0 || only.some((part) => file.includes(part)));
if (tests.length === 0) {
  throw new Error(`No *${TEST_SUFFIX} files found under packages/*/src${only.length ? ` matching WTR_FILES` : ''}.`);
}
const started = Date.now();
await bundleTests(tests);
console.log(`Bundled ${tests.length} component test file(s) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

/** Answers like a GraphQL server, echoing what reached it, so the Apollo client is tested over real HTTP. */
function graphqlEcho(ctx, next) {
  if (ctx.path !== '/__test/graphql') return next();
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({
    data: { echo: { __typename: 'Echo', authorization: ctx.get('authorization') || null, url: ctx.url } },
  });
  return undefined;
}

export default {
  files: [`${OUT_DIR}/*.test.js`],
  nodeResolve: false,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  middleware: [graphqlEcho],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
};
