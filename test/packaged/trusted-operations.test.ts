// Production runs only trusted documents (packages/server/src/graphql/trusted-documents.ts), so an operation a screen
// sends that is not in the manifest fails there and nowhere else. Two walks, each on its own, not through codegen's
// list of packages (a package that list missed is what this is here to catch): every GraphQL operation written in the
// widget packages' source, and every operation hash the built widgets (dist/, `npm run build`) carry.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRUSTED_DOCUMENTS } from '../../packages/server/src/graphql/trusted-documents';
import { trustedDocumentsManifest } from '../../scripts/codegen/trusted-documents';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');

function walk(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path, keep);
    return keep(path) ? [path] : [];
  });
}

// What the widgets are built from: every package but the server, and the hosted page; not tests, stories or the
// component tests' helpers (`testing/`), which never reach a bundle.
const shipped = (path: string) =>
  /\.tsx?$/.test(path) &&
  !/\.(test|browser\.test|stories|generated)\.tsx?$/.test(path) &&
  !/[\\/]testing[\\/]/.test(path);

function sourceOperationFiles(): string[] {
  const roots = [
    ...readdirSync(join(ROOT, 'packages'))
      .filter((pkg) => pkg !== 'server')
      .map((pkg) => join(ROOT, 'packages', pkg, 'src')),
    join(ROOT, 'host'),
  ].filter((dir) => existsSync(dir));
  return roots
    .flatMap((dir) => walk(dir, shipped))
    .filter((file) => /\/\*\s*GraphQL\s*\*\//.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file))
    .sort();
}

const operationName = (text: string) => /^(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1] ?? text.slice(0, 60);

test("every operation in the widgets' source is a trusted document, as the widget sends it", () => {
  const files = sourceOperationFiles();
  const sent = trustedDocumentsManifest(ROOT, files);
  const missing = Object.entries(sent)
    .filter(([hash]) => TRUSTED_DOCUMENTS[hash] === undefined)
    .map(([, text]) => operationName(text));
  assert.deepEqual(missing, [], `not in the trusted documents manifest (npm run codegen): ${missing.join(', ')}`);
  assert.ok(Object.keys(sent).length >= 30, `${Object.keys(sent).length} operations found in ${files.length} files`);
  assert.ok(
    Object.values(sent).some((text) => operationName(text) === 'DocumentLink'),
    'a screen opens uploaded documents',
  );
});

test('every operation the built widgets send is a trusted document', () => {
  assert.ok(existsSync(join(DIST, 'cc-widgets.js')), 'dist/ is built (npm run build)');
  const bundles = walk(DIST, (path) => path.endsWith('.js'));
  // Codegen embeds each document's hash (`__meta__: { hash }`); the bundle sends that hash, never a printed query.
  const sent = new Map<string, string>();
  for (const file of bundles) {
    for (const match of readFileSync(file, 'utf8').matchAll(/__meta__:\{hash:"([0-9a-f]{64})"\}/g))
      sent.set(match[1]!, relative(DIST, file));
  }
  assert.ok(sent.size >= 30, `${sent.size} operation hashes found in dist/`);
  const missing = [...sent].filter(([hash]) => TRUSTED_DOCUMENTS[hash] === undefined);
  assert.deepEqual(
    missing,
    [],
    `sent by the built widgets, not in the manifest: ${missing.map(([h, f]) => `${h} (${f})`).join(', ')}`,
  );
  const documentLink = Object.entries(TRUSTED_DOCUMENTS).find(([, text]) => operationName(text) === 'DocumentLink');
  assert.ok(documentLink && sent.has(documentLink[0]), 'the built widgets open uploaded documents (DocumentLink)');
});
