#!/usr/bin/env node
// Regional wording, one way: every package that shows text keeps `src/lang/en-US.json`, `en-CA.json` and
// `en-AU.json`, keyed by message id. en-US is extracted from the code's defineMessages (US wording is each
// message's defaultMessage); en-CA and en-AU are written by hand and hold every id.
//   node scripts/i18n.mjs extract   rewrites every en-US.json from the code
//   node scripts/i18n.mjs check     fails on a stale en-US.json, a missing or extra id, or a malformed message
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const SOURCE_LOCALE = 'en-US';
export const LOCALES = ['en-US', 'en-CA', 'en-AU'];
const FORMATJS = join(ROOT, 'node_modules/.bin/formatjs');

/** The packages with a catalogue folder, e.g. ['enquiry', 'programs', 'ui']. */
export function cataloguePackages() {
  return readdirSync(join(ROOT, 'packages'))
    .filter((name) => existsSync(join(ROOT, 'packages', name, 'src/lang')))
    .sort();
}

export const langDir = (pkg) => join(ROOT, 'packages', pkg, 'src/lang');

export function readCatalogue(pkg, locale) {
  return JSON.parse(readFileSync(join(langDir(pkg), `${locale}.json`), 'utf8'));
}

/**
 * The package's messages as the code defines them: { id: US wording }, sorted by id. Not --throws: error keys are
 * looked up by a variable id (`formatMessage({ id: error.key })`), which the extractor warns about and skips.
 */
export function extractMessages(pkg) {
  const dir = mkdtempSync(join(tmpdir(), 'cc-i18n-'));
  const out = join(dir, 'en-US.json');
  try {
    execFileSync(
      FORMATJS,
      [
        'extract',
        `packages/${pkg}/src/**/*.{ts,tsx}`,
        '--ignore',
        '**/*.test.ts',
        '**/*.test.tsx',
        '**/*.generated.ts',
        '--format',
        'simple',
        '--out-file',
        out,
      ],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return sortById(JSON.parse(readFileSync(out, 'utf8')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** formatjs verify: every id of en-US in the other locales, no extra ids, the same placeholders and tags. */
export function verifyCatalogues(pkg) {
  execFileSync(
    FORMATJS,
    [
      'verify',
      '--source-locale',
      SOURCE_LOCALE,
      '--missing-keys',
      '--extra-keys',
      '--structural-equality',
      ...LOCALES.map((locale) => join(langDir(pkg), `${locale}.json`)),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

export const formatCatalogue = (messages) => `${JSON.stringify(sortById(messages), null, 2)}\n`;

function sortById(messages) {
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function main(command) {
  if (command === 'extract') {
    for (const pkg of cataloguePackages()) {
      writeFileSync(join(langDir(pkg), 'en-US.json'), formatCatalogue(extractMessages(pkg)));
      console.log(`wrote packages/${pkg}/src/lang/en-US.json`);
    }
    return;
  }
  if (command === 'check') {
    let ok = true;
    for (const pkg of cataloguePackages()) {
      const fresh = formatCatalogue(extractMessages(pkg));
      if (fresh !== readFileSync(join(langDir(pkg), 'en-US.json'), 'utf8')) {
        ok = false;
        console.error(`packages/${pkg}/src/lang/en-US.json is stale: run npm run i18n:extract`);
      }
      try {
        verifyCatalogues(pkg);
      } catch (error) {
        ok = false;
        console.error(`packages/${pkg}/src/lang: ${String(error.stderr ?? error.stdout ?? error.message).trim()}`);
      }
    }
    if (!ok) process.exit(1);
    console.log('catalogues: every id has wording in every region');
    return;
  }
  console.error('usage: node scripts/i18n.mjs extract|check');
  process.exit(2);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main(process.argv[2]);
