// Size report for the widget bundle: a rollup plugin that prints each written chunk's raw and gzip size, and (on the
// last build of the config) writes dist/sizes.json, which test/packaged/sizes.test.ts checks against the budgets in
// docs/architecture.md. Each chunk counts where a page loads it, read off the chunk graph rollup wrote: the
// runtime is runtime.js with what it imports statically; a flow's first screen is its entry chunk with what that
// imports statically (less the runtime); its later parts are everything it imports dynamically from there on.
import { readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export function measure(file) {
  const content = readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return jsFiles(full);
    return name.endsWith('.js') ? [full] : [];
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const RUNTIME = 'chunks/runtime.js';
const isFormsFile = (name) => /^chunks\/forms-[A-Za-z0-9_-]+\.js$/.test(name);

/** The files `from` loads before it runs (itself and its static imports, transitively). */
export function staticClosure(files, from) {
  const seen = new Set();
  const stack = [...from];
  while (stack.length > 0) {
    const name = stack.pop();
    if (seen.has(name) || !files[name]) continue;
    seen.add(name);
    stack.push(...files[name].imports);
  }
  return seen;
}

/** Everything `from` may load later: its dynamic imports and all they load, statically or not. */
function laterClosure(files, from) {
  const seen = new Set();
  const stack = [...from].flatMap((name) => files[name]?.dynamicImports ?? []);
  while (stack.length > 0) {
    const name = stack.pop();
    if (seen.has(name) || !files[name]) continue;
    seen.add(name);
    stack.push(...files[name].imports, ...files[name].dynamicImports);
  }
  return seen;
}

const gzipOf = (files, names) => [...names].reduce((sum, name) => sum + (files[name]?.gzip ?? 0), 0);

/**
 * Groups the files the way the budgets count them. `graph` is { fileName: { imports, dynamicImports } } of the
 * ESM build (paths relative to dist); `tags` the landed flows' tags.
 */
export function summarise(distDir, graph, tags, viewChunks = {}) {
  const files = {};
  for (const file of jsFiles(distDir)) {
    const name = relative(distDir, file).split('\\').join('/');
    files[name] = {
      ...measure(file),
      imports: graph[name]?.imports ?? [],
      dynamicImports: graph[name]?.dynamicImports ?? [],
    };
  }
  const runtime = staticClosure(files, [RUNTIME]);
  // The form renderer's chunk has a budget of its own; the flows that load it do not count it again.
  const formsFiles = Object.keys(files).filter(isFormsFile).sort();
  const flows = {};
  for (const tag of tags) {
    const first = [...staticClosure(files, [`chunks/${tag}.js`])].filter((name) => !runtime.has(name));
    const later = [...laterClosure(files, [RUNTIME, ...first])].filter(
      (name) => !runtime.has(name) && !first.includes(name) && !isFormsFile(name),
    );
    // A view whose screen loads lazily: its chunk and what that imports statically, beyond the first screen.
    const views = Object.fromEntries(
      Object.entries(viewChunks[tag] ?? {}).map(([view, chunk]) => [
        view,
        [...staticClosure(files, [chunk])].filter((name) => !runtime.has(name) && !first.includes(name)).sort(),
      ]),
    );
    flows[tag] = {
      firstScreen: gzipOf(files, first),
      later: gzipOf(files, later),
      firstScreenFiles: first.sort(),
      laterFiles: later.sort(),
      views,
    };
  }
  return {
    loader: files['cc-widgets.js']?.gzip ?? 0,
    host: files['host.js']?.gzip ?? 0,
    runtime: gzipOf(files, runtime),
    runtimeFiles: [...runtime].sort(),
    forms: { gzip: gzipOf(files, formsFiles), files: formsFiles },
    flows,
    files,
  };
}

/** Deletes dist at the start of the first build so sizes.json never counts a stale chunk. */
export function cleanDist(distDir) {
  return {
    name: 'cc-clean-dist',
    buildStart() {
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

const builtGraph = {};
const builtViews = {};

/**
 * `tags`: the landed flows' tags, whose entry chunks are chunks/<tag>.js; `views`: { tag: { view: the absolute path
 * of the module that view's screen is } }, found in the chunk that holds it.
 */
export function sizeReport(distDir, { writeSummary = false, tags = [], views = {} } = {}) {
  return {
    name: 'cc-size-report',
    writeBundle(options, bundle) {
      const dir = options.dir ?? join(options.file, '..');
      for (const fileName of Object.keys(bundle)
        .filter((f) => f.endsWith('.js'))
        .sort()) {
        const { raw, gzip } = measure(join(dir, fileName));
        const shown = relative(distDir, join(dir, fileName));
        console.log(`  ${shown.padEnd(40)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`);
      }
      // Every build of the config adds its chunks to one graph; the last one (writeSummary) reads it whole.
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const name = relative(distDir, join(dir, fileName)).split('\\').join('/');
        const rel = (imported) => relative(distDir, join(dir, imported)).split('\\').join('/');
        builtGraph[name] = { imports: output.imports.map(rel), dynamicImports: output.dynamicImports.map(rel) };
        for (const [tag, screens] of Object.entries(views)) {
          for (const [view, file] of Object.entries(screens)) {
            if (output.moduleIds.includes(file)) (builtViews[tag] ??= {})[view] = name;
          }
        }
      }
      if (!writeSummary) return;
      const summary = summarise(distDir, builtGraph, tags, builtViews);
      writeFileSync(join(distDir, 'sizes.json'), JSON.stringify(summary, null, 2) + '\n');
      const flows =
        Object.entries(summary.flows)
          .map(
            ([tag, flow]) =>
              `${tag} first screen ${kb(flow.firstScreen)} (with runtime ${kb(summary.runtime + flow.firstScreen)}) ` +
              `+ later parts ${kb(flow.later)}`,
          )
          .join('; ') || 'none landed';
      console.log(
        `Budgets (gzip): loader ${kb(summary.loader)} / 5 KB; runtime ${kb(summary.runtime)}; ${flows}; ` +
          `form renderer ${kb(summary.forms.gzip)} / 60 KB`,
      );
    },
  };
}
