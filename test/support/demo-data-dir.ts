// The embedded database, migrated and seeded with the demo at TEST_NOW, made once per version of the server and
// copied for each test app. Creating, migrating and seeding a PGlite store costs about 5 s of CPU; copying one and
// opening it about 1 s, so a test still gets a database of its own without paying that for every app it starts.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, loadConfig, TEST_NOW, type Clock, type Config } from '@cc/server';

const SERVER_SRC = fileURLToPath(new URL('../../packages/server/src/', import.meta.url));
const PGLITE_PACKAGE = fileURLToPath(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
const PREFIX = 'cc-demo-template-';
// A template another version of the code made is left alone for this long (a run of that version may be copying it).
const STALE_MS = 60 * 60 * 1000;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort();
}

// Any change to the server's code (migrations, the seed, the job schema), to PGlite or to this file makes a new template.
function versionKey(): string {
  const hash = createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(readFileSync(PGLITE_PACKAGE));
  for (const file of sourceFiles(SERVER_SRC)) hash.update(path.relative(SERVER_SRC, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(target: string): Promise<void> {
  const building = mkdtempSync(path.join(tmpdir(), `${PREFIX}building-`));
  try {
    const config = loadConfig({ DATA_DIR: building, DEMO: '1', LOG_LEVEL: 'silent' });
    // The seed's instants are exactly TEST_NOW (a test app's clock starts there and runs on, so whatever a test does
    // comes after the demo, as when the app seeds its own). No job work: the job schema, but no queued sweep.
    const seededAt: Clock = { now: () => new Date(TEST_NOW) };
    const app = await createApp(config, { logger: false, clock: seededAt, jobs: { work: false } });
    await app.close();
    try {
      renameSync(building, target);
    } catch (error) {
      // Another test process finished its template first: use that one.
      if (!existsSync(target)) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

function dropStaleTemplates(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    const dir = path.join(tmpdir(), name);
    if (!name.startsWith(PREFIX) || dir === keep) continue;
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Gone meanwhile.
    }
  }
}

let template: Promise<string> | undefined;

function demoTemplate(): Promise<string> {
  return (template ??= (async () => {
    const target = path.join(tmpdir(), PREFIX + versionKey());
    if (!existsSync(target)) {
      dropStaleTemplates(target);
      await buildTemplate(target);
    }
    return target;
  })());
}

/**
 * Fills an empty DATA_DIR with the seeded demo database when the app would seed exactly that one (embedded store,
 * demo on, its clock at TEST_NOW); otherwise leaves it for the app to create as usual.
 */
export async function prepareDemoDataDir(config: Config, startsAt: Date): Promise<void> {
  if (config.databaseUrl || !config.demo || startsAt.getTime() !== new Date(TEST_NOW).getTime()) return;
  if (existsSync(path.join(config.dataDir, 'pglite'))) return;
  cpSync(path.join(await demoTemplate(), 'pglite'), path.join(config.dataDir, 'pglite'), { recursive: true });
}
