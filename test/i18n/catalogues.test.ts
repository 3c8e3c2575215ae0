// Regional wording, checked with the formatjs CLI and the ICU parser: every message id a package's code defines has
// wording in en-US (extracted, never stale), en-CA and en-AU, as valid ICU with the US message's placeholders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import {
  LOCALES,
  cataloguePackages,
  extractMessages,
  formatCatalogue,
  langDir,
  readCatalogue,
  verifyCatalogues,
} from '../../scripts/i18n.mjs';

const packages = cataloguePackages();

test('the packages that show text have catalogues', () => {
  for (const pkg of ['ui', 'programs', 'enquiry']) assert.ok(packages.includes(pkg), pkg);
});

for (const pkg of packages) {
  test(`${pkg}: en-US.json is what the code defines (npm run i18n:extract)`, () => {
    assert.equal(formatCatalogue(readCatalogue(pkg, 'en-US')), formatCatalogue(extractMessages(pkg)));
  });

  test(`${pkg}: every id has wording in every region, and no region has an id the code lacks`, () => {
    const ids = Object.keys(readCatalogue(pkg, 'en-US')).sort();
    for (const locale of LOCALES) assert.deepEqual(Object.keys(readCatalogue(pkg, locale)).sort(), ids, locale);
    assert.doesNotThrow(() => verifyCatalogues(pkg));
  });

  test(`${pkg}: every message is valid ICU with the US message's placeholders`, () => {
    const us = readCatalogue(pkg, 'en-US');
    for (const locale of LOCALES) {
      for (const [id, text] of Object.entries(readCatalogue(pkg, locale))) {
        assert.equal(typeof text, 'string', `${locale} ${id}`);
        const names = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
        assert.doesNotThrow(() => parse(text), `${locale} ${id} is not valid ICU: ${text}`);
        assert.deepEqual(names(text), names(us[id] ?? ''), `${locale} ${id} placeholders`);
      }
    }
  });
}

test('the formatjs check fails on a region file that lacks an id', () => {
  const copy = mkdtempSync(join(tmpdir(), 'cc-i18n-check-'));
  try {
    const pkg = packages[0]!;
    cpSync(langDir(pkg), copy, { recursive: true });
    const au = readCatalogue(pkg, 'en-AU');
    delete au[Object.keys(au)[0]!];
    writeFileSync(join(langDir(pkg), 'en-AU.json'), formatCatalogue(au));
    assert.throws(() => verifyCatalogues(pkg));
  } finally {
    cpSync(copy, langDir(packages[0]!), { recursive: true });
    rmSync(copy, { recursive: true, force: true });
  }
});
