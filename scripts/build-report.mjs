// Size report for the widget bundle: a rollup plugin that prints each written chunk's raw and gzip size, and
// (on the last build of the config) writes dist/sizes.json, which test/packaged/sizes.test.ts checks against the
// budgets in docs/architecture.md.
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

export const PROGRAMS_CHUNK = 'chunks/programs.js';

/** Whether a flow's entry chunk imports the programs chunk, i.e. a page showing that flow loads it too. */
const importsPrograms = (distDir, flowFile) =>
  /["']\.\/programs\.js["']/.test(readFileSync(join(distDir, flowFile), 'utf8'));

/**
 * Groups the files the way the budgets count them: the loader, the shared runtime (runtime entry plus any
 * shared chunk), each flow's entry chunk (what a page loads to show its first step), the flow's lazily loaded
 * parts (later steps), @cc/programs' entry chunk and its lazy parts (loaded by the flows listed in
 * programsUsers), and the hosted page's script.
 */
export function summarise(distDir) {
  const files = {};
  for (const file of jsFiles(distDir)) files[relative(distDir, file).split('\\').join('/')] = measure(file);
  const summary = {
    loader: 0,
    runtime: 0,
    host: 0,
    flows: {},
    flowParts: {},
    programs: 0,
    programsParts: 0,
    programsUsers: [],
    sharedParts: 0,
    files,
  };
  for (const [name, size] of Object.entries(files)) {
    const part = /^chunks\/(cc-[a-z]+)-.+\.js$/.exec(name);
    if (name === 'cc-widgets.js') summary.loader = size.gzip;
    else if (name === 'host.js') summary.host = size.gzip;
    else if (name === PROGRAMS_CHUNK) summary.programs = size.gzip;
    else if (/^chunks\/programs-.+\.js$/.test(name)) summary.programsParts += size.gzip;
    else if (/^chunks\/shared-later-.+\.js$/.test(name)) summary.sharedParts += size.gzip;
    else if (/^chunks\/cc-[a-z]+\.js$/.test(name))
      summary.flows[name.slice('chunks/'.length, -'.js'.length)] = size.gzip;
    else if (part) summary.flowParts[part[1]] = (summary.flowParts[part[1]] ?? 0) + size.gzip;
    else summary.runtime += size.gzip;
  }
  summary.programsUsers = Object.keys(summary.flows).filter((flow) => importsPrograms(distDir, `chunks/${flow}.js`));
  return summary;
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

export function sizeReport(distDir, { writeSummary = false } = {}) {
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
      if (!writeSummary) return;
      const summary = summarise(distDir);
      writeFileSync(join(distDir, 'sizes.json'), JSON.stringify(summary, null, 2) + '\n');
      const withPrograms = (flow) => summary.programsUsers.includes(flow);
      const flows =
        Object.entries(summary.flows)
          .map(([f, g]) => {
            const first = g + (withPrograms(f) ? summary.programs : 0);
            const later =
              (summary.flowParts[f] ?? 0) + (withPrograms(f) ? summary.programsParts : 0) + summary.sharedParts;
            const programs = withPrograms(f) ? ' (with programs)' : '';
            return `${f} ${kb(g)}, first screen with runtime ${kb(summary.runtime + first)}${programs} + later parts ${kb(later)}`;
          })
          .join(', ') || 'none landed';
      console.log(
        `Budgets (gzip): loader ${kb(summary.loader)} / 5 KB; runtime ${kb(summary.runtime)}; ` +
          `programs ${kb(summary.programs)} + parts ${kb(summary.programsParts)}; flows: ${flows}`,
      );
    },
  };
}
