#!/usr/bin/env node
// `npm start`: builds the widget bundle when it is missing or older than its sources, then runs the product
// (host/serve.ts) in the foreground, passing SIGTERM and SIGINT on so the server can close its database cleanly.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(root, 'dist', 'cc-widgets.js');
// Every package the widgets are built from (all but the server), and the hosted page.
const SOURCE_DIRS = [
  ...readdirSync(join(root, 'packages'))
    .filter((name) => name !== 'server')
    .map((name) => `packages/${name}`),
  'host',
];
const SOURCE_FILES = ['rollup.config.mjs', 'scripts/build-report.mjs', 'package.json', 'package-lock.json'];

function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function bundleIsStale() {
  if (!existsSync(bundle)) return true;
  const built = statSync(bundle).mtimeMs;
  return [...SOURCE_DIRS, ...SOURCE_FILES].some((p) => newestMtime(join(root, p)) > built);
}

if (bundleIsStale()) {
  console.log('Building the widget bundle (dist/)...');
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(build.status ?? 1);
  }
}

const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
// `npm start` is the way to try the product: it asks for the demo businesses unless DEMO is set either way.
const env = { ...process.env, DEMO: process.env.DEMO ?? '1' };
const server = spawn(process.execPath, [tsx, join(root, 'host/serve.ts')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
