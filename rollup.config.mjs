// Builds dist/: the loader (classic script), the shared runtime and one ESM chunk per landed flow, and the
// hosted page's script. See docs/architecture.md "Loading and size budgets".
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { transform as compileMessages } from '@formatjs/ts-transformer';
import { cleanDist, sizeReport } from './scripts/build-report.mjs';
import { compileHints } from './scripts/rollup-compile-hints.mjs';
import { flowEarly, trustedOperations } from './scripts/rollup-flow-early.mjs';
import { flowPreloads } from './scripts/rollup-flow-preloads.mjs';
import { precompress } from './scripts/rollup-precompress.mjs';
import { apolloTrims } from './scripts/rollup-apollo-trims.mjs';
import { intlTrims } from './scripts/rollup-intl-trims.mjs';
import { regionCatalogues } from './scripts/rollup-region-catalogues.mjs';
import { themeTokens } from './scripts/rollup-theme-tokens.mjs';

const root = (p) => fileURLToPath(new URL(p, import.meta.url));
const DIST = root('dist');
// The flows and their tags, written once (packages/core/src/flows/flows.json).
const FLOW_LIST = JSON.parse(readFileSync(root('packages/core/src/flows/flows.json'), 'utf8'));
const FLOWS = FLOW_LIST.map((entry) => entry.flow);
const TAGS = FLOW_LIST.map((entry) => entry.tag);
const version = JSON.parse(readFileSync(root('package.json'), 'utf8')).version;

// Same rule as host/flows.ts: a flow has landed when its package.json declares its tag. A flow's views that load
// their screen lazily ("cc.views": { view: its screen's file }): the hosted page preloads that screen's chunk on the
// view's routes (dist/sizes.json's flows[tag].views).
const landed = FLOWS.flatMap((flow) => {
  const file = root(`packages/${flow}/package.json`);
  const cc = JSON.parse(readFileSync(file, 'utf8')).cc ?? {};
  if (cc.tag === undefined) return [];
  if (!TAGS.includes(cc.tag)) throw new Error(`${file}: "cc.tag" must be one of ${TAGS.join(', ')}, got ${cc.tag}.`);
  const views = Object.fromEntries(
    Object.entries(cc.views ?? {}).map(([view, screen]) => [view, root(`packages/${flow}/${screen}`)]),
  );
  return [{ flow, tag: cc.tag, views, early: cc.early, file }];
});
const VIEW_SCREENS = Object.fromEntries(landed.map(({ tag, views }) => [tag, views]));
const viewScreens = landed.flatMap(({ views }) => Object.values(views));
const flowChunks = Object.fromEntries(landed.map(({ flow, tag }) => [tag, `chunks/cc-${flow}.js`]));
const preloads = flowPreloads(landed.map(({ tag }) => tag));
const earlyRequests = flowEarly(
  landed,
  trustedOperations(root('packages/server/src/graphql/trusted-documents.generated.json')),
);

const typescriptPlugin = () =>
  typescript({
    tsconfig: false,
    include: ['packages/*/src/**/*.ts', 'packages/*/src/**/*.tsx', 'host/**/*.ts'],
    exclude: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      esModuleInterop: true,
      skipLibCheck: true,
      resolveJsonModule: true,
      isolatedModules: true,
      verbatimModuleSyntax: true,
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: [],
      declaration: false,
      sourceMap: false,
      noEmitOnError: false,
      // Type checking is `tsc -b`'s job; the bundle only needs the emitted JavaScript.
      noCheck: true,
    },
    noForceEmit: false,
    // Every message's defaultMessage is compiled to formatjs's AST here, so no ICU text is parsed in the browser.
    // Error keys are looked up by a variable id (`formatMessage({ id: error.key })`); their wording is a catalogue
    // entry, compiled with the catalogue. Any other extraction error (a malformed message) fails the build.
    transformers: {
      before: [
        compileMessages({
          ast: true,
          throws: false,
          onMsgError: (file, error) => {
            if (!/`id` must be a string literal/.test(error.message)) throw new Error(`${file}: ${error.message}`);
          },
        }),
      ],
    },
  });

// With every message compiled (above, and the region catalogues), react-intl never parses ICU syntax, so the
// parser leaves the bundle: formatjs's "no-parser" entry keeps the AST types and throws on an uncompiled message.
const noMessageParser = () => ({
  name: 'cc-no-message-parser',
  resolveId(source, importer) {
    if (source !== '@formatjs/icu-messageformat-parser') return null;
    return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
  },
});

const browserPlugins = () => [
  // Apollo keeps its development checks behind globalThis.__DEV__ (its "reducing bundle size" guide).
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production'), 'globalThis.__DEV__': JSON.stringify(false) },
  }),
  noMessageParser(),
  apolloTrims(),
  intlTrims(),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
  commonjs(),
  regionCatalogues({ compile: true }),
  typescriptPlugin(),
  themeTokens(),
  // ES2020 modules: terser may use modern syntax and treat top-level names as private; two passes find more.
  terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
];

// Everything shared (our ui and core, React, Apollo, react-intl, Shoelace) goes into one runtime chunk so a page
// with several elements loads it once; each flow chunk keeps only its own code.
// Rollup's virtual helpers (\0commonjsHelpers.js, ...) are shared too, or a flow chunk would end up exporting them
// to the runtime.
const isShared = (id) =>
  id.startsWith('\0') ||
  id.includes('/node_modules/') ||
  id.includes('/packages/ui/src/') ||
  id.includes('/packages/core/src/');

const isPhoneRules = (id) =>
  id.includes('/packages/core/src/phone/') || id.includes('/node_modules/libphonenumber-js/');

const isForms = (id) =>
  id.includes('/packages/forms/src/') ||
  id.includes('/packages/core/src/forms/') ||
  /\/node_modules\/(dompurify|signature_pad)\//.test(id);

const isFlow = (name) => landed.some(({ flow }) => flow === name);

// @cc/programs (what a family chooses) is shared by the flows that ask for a choice, so it is neither in the runtime
// (a page with only an offer never loads it) nor in a flow's chunk (a page with two such flows loads it once).
// What its entry or a flow's entry reaches statically (the centre selection a first screen shows, the validators,
// the messages) is chunks/programs.js; the rest, loaded lazily, is one chunks/programs-<folder>-<hash>.js per
// source folder.
const programsEntry = root('packages/programs/src/index.ts');
const programsFolder = (id) => /\/packages\/programs\/src\/(?:([^/]+)\/)?/.exec(id)?.[1];
const isPrograms = (id) => id.includes('/packages/programs/src/');

const reachable = new Map();
/** Every module an entry imports statically, directly or not (dynamic imports are left out). */
function staticallyReachable(entry, getModuleInfo, withLazy = false) {
  const key = withLazy ? `${entry}+lazy` : entry;
  if (reachable.has(key)) return reachable.get(key);
  const seen = new Set();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    const info = getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(withLazy ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  reachable.set(key, seen);
  return seen;
}

const isCore = (id) => id.includes('/packages/core/src/');
const isBarrel = (id) => /\/index\.ts$/.test(id);
const coreUse = new Map();
/**
 * The @cc/core modules a flow's first screen really uses. Flows import core through its barrel, which would make
 * every flow seem to reach all of core; instead the names each module imports from '@cc/core' are traced to the
 * core file that defines them, and from there along core's own imports.
 */
function coreUsedBy(entry, getModuleInfo, withLazy = false) {
  const key = withLazy ? `${entry}+lazy` : entry;
  if (coreUse.has(key)) return coreUse.get(key);
  const modules = [...staticallyReachable(entry, getModuleInfo, withLazy)];
  const definedIn = new Map();
  for (const id of modules) {
    if (!isCore(id) || isBarrel(id)) continue;
    for (const name of getModuleInfo(id)?.exports ?? []) if (!definedIn.has(name)) definedIn.set(name, id);
  }
  const used = new Set();
  const stack = [];
  for (const id of modules) {
    if (isCore(id)) continue;
    for (const node of getModuleInfo(id)?.ast?.body ?? []) {
      const fromCore =
        (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration') &&
        typeof node.source?.value === 'string' &&
        node.source.value.startsWith('@cc/core');
      if (!fromCore) continue;
      for (const spec of node.specifiers ?? []) {
        const name = spec.imported?.name ?? spec.local?.name;
        const found = definedIn.get(name);
        if (found) stack.push(found);
        // A namespace import or an unknown name: count all of core, as before.
        else if (spec.type === 'ImportNamespaceSpecifier') stack.push(...modules.filter(isCore));
      }
    }
  }
  while (stack.length > 0) {
    const id = stack.pop();
    if (used.has(id)) continue;
    used.add(id);
    // Within core, a folder's index is followed whole: core's own imports through one are few and small.
    stack.push(...(getModuleInfo(id)?.importedIds ?? []).filter(isCore));
  }
  coreUse.set(key, used);
  return used;
}

const esmInputs = {
  ...Object.fromEntries(landed.map(({ flow }) => [`chunks/cc-${flow}`, root(`packages/${flow}/src/index.ts`)])),
};

const configs = [
  {
    input: root('packages/ui/src/loader/loader.ts'),
    output: { file: `${DIST}/cc-widgets.js`, format: 'iife' },
    plugins: [
      replace({
        preventAssignment: true,
        values: {
          __CC_VERSION__: JSON.stringify(version),
          __CC_FLOW_CHUNKS__: JSON.stringify(flowChunks),
          // Read when the loader is built, after the ESM build below (configs run in order, the ESM one first).
          __CC_FLOW_PRELOADS__: preloads.value,
          __CC_FLOW_EARLY__: JSON.stringify(earlyRequests),
        },
      }),
      ...browserPlugins(),
    ],
  },
  {
    input: root('host/client.ts'),
    output: { file: `${DIST}/host.js`, format: 'iife' },
    plugins: [...browserPlugins()],
  },
];

// A manual chunk whose modules tree-shaking empties (core's billing cycles, of which the offer's later steps use only
// types) would be written as an empty file that no chunk imports.
const dropEmptyChunks = {
  name: 'cc-drop-empty-chunks',
  generateBundle(_options, bundle) {
    for (const [fileName, file] of Object.entries(bundle)) {
      if (file.type === 'chunk' && !file.isEntry && file.code.trim() === '') delete bundle[fileName];
    }
  },
};

if (Object.keys(esmInputs).length > 0) {
  // First: the loader is built from its chunk graph (flowPreloads).
  configs.unshift({
    input: esmInputs,
    // An entry chunk may export more than its entry module (what its lazy parts import from it), so a flow's
    // first-step code and the runtime each stay one file instead of a facade plus a chunk.
    preserveEntrySignatures: 'allow-extension',
    // @cc/core is pure by contract (lint forbids DOM, Node and globals there), but its module-level superstruct
    // definitions look like calls with effects; without this, importing one helper would ship every rule and
    // libphonenumber's metadata. A core module whose exports are used keeps its top-level statements.
    treeshake: { moduleSideEffects: (id) => !id.includes('/packages/core/src/') },
    // "use client" directives mean nothing outside React Server Components; empty chunks are dropped (below).
    onwarn: (warning, warn) => !['MODULE_LEVEL_DIRECTIVE', 'EMPTY_BUNDLE'].includes(warning.code) && warn(warning),
    output: {
      dir: DIST,
      format: 'es',
      entryFileNames: '[name].js',
      // A flow's lazily loaded parts are named after it (chunks/cc-enquiry-<part>-<hash>.js), so the size report
      // counts them with the flow rather than with the shared runtime.
      chunkFileNames: (chunk) => {
        // The runtime is no entry of its own: flows import it, so it exports only what they use.
        if (chunk.name === 'runtime') return 'chunks/runtime.js';
        if (chunk.name === 'programs') return 'chunks/programs.js';
        if (chunk.name.startsWith('programs-')) return 'chunks/[name]-[hash].js';
        const flow = chunk.moduleIds.map((id) => /\/packages\/([a-z]+)\/src\//.exec(id)?.[1]).find(isFlow);
        return flow ? `chunks/cc-${flow}-[name]-[hash].js` : 'chunks/[name]-[hash].js';
      },
      manualChunks: (id, { getModuleInfo }) => {
        const firstScreen = [programsEntry, ...landed.map(({ flow }) => root(`packages/${flow}/src/index.ts`))];
        const onFirstScreen = () => firstScreen.some((entry) => staticallyReachable(entry, getModuleInfo).has(id));
        // Phone rules (libphonenumber and its metadata) load on their own when a screen with a phone field starts
        // (@cc/ui's loadPhoneRules), beside that screen's data: chunks/phone-rules-<hash>.js.
        if (isPhoneRules(id)) return 'phone-rules';
        // The form renderer, the form rules of @cc/core and its libraries (DOMPurify, signature_pad) are one chunk of their own, loaded by the
        // screens that show a centre's form and budgeted on their own (chunks/forms-<hash>.js).
        if (isForms(id)) return 'forms';
        // @cc/ui/payment (paying an offer's fee) is for the flows that take payments only: what their first screens use
        // is one chunk of its own (chunks/payment-<hash>.js), its dialogs and frames load lazily as their own chunks.
        if (id.includes('/packages/ui/src/payment/')) return onFirstScreen() ? 'payment' : undefined;
        // Libraries only later steps import (Shoelace's dialog, details, switch, ...) load with those steps, in one
        // chunk every flow shares, instead of weighing on every first screen.
        if (id.includes('/node_modules/') && !onFirstScreen()) return 'shared-later';
        // So does the kit's own code that only a later moment imports lazily (what follows the host page's history),
        // except what a view's screen imports statically (re-enrolment's first step reads form errors with
        // usePathError): in shared-later it would bring every later dialog to that page; a chunk of its own costs more
        // than the hook's 114 bytes in the runtime.
        if (id.includes('/packages/ui/src/') && !onFirstScreen()) {
          if (viewScreens.some((screen) => staticallyReachable(screen, getModuleInfo).has(id))) return 'runtime';
          // What only some flows' later parts use (the subsidy checklist: the offer and the portal's dashboard) loads
          // with theirs alone, like later-core-<flows>.
          const later = landed.filter(({ flow }) =>
            staticallyReachable(root(`packages/${flow}/src/index.ts`), getModuleInfo, true).has(id),
          );
          return later.length > 0 && later.length < landed.length
            ? `later-kit-${later.map((u) => u.flow).join('-')}`
            : 'shared-later';
        }
        if (isShared(id)) {
          // What only some flows' first screens use (the sign-in screens, the enquiry's fields) is theirs to load:
          // kit-<flows>, shared by exactly those flows, so the runtime every page loads holds only what all use.
          if (id.startsWith('\0')) return 'runtime';
          const users = landed.filter(({ flow }) => {
            const entry = root(`packages/${flow}/src/index.ts`);
            if (isCore(id) && !isBarrel(id)) return coreUsedBy(entry, getModuleInfo).has(id);
            return staticallyReachable(entry, getModuleInfo).has(id);
          });
          if (users.length > 0 && users.length < landed.length) {
            // ... unless the one flow whose first screen does without it loads it later anyway (the date helpers
            // registration's wizard formats with): then it is the runtime's, since a chunk of its own would cost
            // every other first screen a request and its compression, and save no flow anything.
            const others = landed.filter((flow) => !users.includes(flow));
            const loadedLater =
              others.length === 1 &&
              others.every(({ flow }) => {
                const entry = root(`packages/${flow}/src/index.ts`);
                return isCore(id) && !isBarrel(id)
                  ? coreUsedBy(entry, getModuleInfo, true).has(id)
                  : staticallyReachable(entry, getModuleInfo, true).has(id);
              });
            return loadedLater ? 'runtime' : `kit-${users.map((u) => u.flow).join('-')}`;
          }
          // Core code no first screen uses is for later steps, if for anything (tree-shaking drops the rest). What
          // only some flows' later steps use (the contact rules of re-enrolment and the enrolment form) loads with
          // theirs alone: later-core-<flows>, like kit-<flows> for first screens.
          if (users.length === 0 && isCore(id) && !isBarrel(id)) {
            const later = landed.filter(({ flow }) =>
              coreUsedBy(root(`packages/${flow}/src/index.ts`), getModuleInfo, true).has(id),
            );
            return later.length > 0 && later.length < landed.length
              ? `later-core-${later.map((u) => u.flow).join('-')}`
              : 'shared-later';
          }
          return 'runtime';
        }
        if (isPrograms(id)) {
          if (firstScreen.some((entry) => staticallyReachable(entry, getModuleInfo).has(id))) return 'programs';
          return `programs-${programsFolder(id) ?? 'parts'}`;
        }
        // A flow's statically reachable code stays in its entry chunk (what a page needs for the first step);
        // only what the flow imports lazily becomes separate chunks.
        const flow = landed.find(({ flow: name }) =>
          staticallyReachable(root(`packages/${name}/src/index.ts`), getModuleInfo).has(id),
        );
        return flow ? `chunks/cc-${flow.flow}` : undefined;
      },
    },
    plugins: [...browserPlugins(), compileHints(), dropEmptyChunks, preloads.plugin],
  });
}
configs[0].plugins.unshift(cleanDist(DIST));
const flowTags = landed.map(({ flow }) => `cc-${flow}`);
configs.forEach((config, i) =>
  config.plugins.push(
    precompress(),
    sizeReport(DIST, { writeSummary: i === configs.length - 1, tags: flowTags, views: VIEW_SCREENS }),
  ),
);

export default configs;
