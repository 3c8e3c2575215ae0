// The widgets reach a phone compressed: the build writes each script's brotli and gzip twin, and the server sends the
// one the browser accepts (the bytes the size budgets count), never compressing on a request.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApp, loadConfig } from '@cc/server';
import { cacheControlFor, createHostPlugin } from '../../host/plugin';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const scripts = (dir = DIST): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return entry.name.endsWith('.js') ? [path.slice(DIST.length)] : [];
  });

let app: Awaited<ReturnType<typeof createApp>>;
let dataDir: string;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cc-precompressed-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
  app = await createApp(config, { plugins: [createHostPlugin({ rootDir: ROOT, distDir: DIST })], logger: false });
});

after(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

test('every script of any size has brotli and gzip twins holding exactly its bytes', () => {
  assert.ok(existsSync(`${DIST}chunks/runtime.js`), 'run `npm run build` first');
  const files = scripts();
  assert.ok(files.length > 10, `scripts found: ${files.length}`);
  for (const file of files) {
    const content = readFileSync(DIST + file);
    // A file of a few bytes compresses to more than itself: then only the file is there, and it is sent as it is.
    if (content.length < 200) continue;
    assert.deepEqual(brotliDecompressSync(readFileSync(`${DIST}${file}.br`)), content, `${file}.br`);
    assert.deepEqual(gunzipSync(readFileSync(`${DIST}${file}.gz`)), content, `${file}.gz`);
    assert.ok(readFileSync(`${DIST}${file}.br`).length < content.length, `${file}.br is smaller`);
  }
});

test('the runtime goes out as brotli, or gzip, whichever the browser accepts, and as it is to one that takes neither', async () => {
  const runtime = readFileSync(`${DIST}chunks/runtime.js`);

  const brotli = await get('/widgets/chunks/runtime.js', 'gzip, deflate, br, zstd');
  assert.equal(brotli.statusCode, 200);
  assert.equal(brotli.headers['content-encoding'], 'br');
  assert.match(String(brotli.headers['content-type']), /^application\/javascript/);
  assert.match(String(brotli.headers.vary), /accept-encoding/i);
  assert.ok(brotli.rawPayload.length < runtime.length / 3, `${brotli.rawPayload.length} bytes of ${runtime.length}`);
  assert.deepEqual(brotliDecompressSync(brotli.rawPayload), runtime);

  const gzipped = await get('/widgets/chunks/runtime.js', 'gzip');
  assert.equal(gzipped.headers['content-encoding'], 'gzip');
  assert.deepEqual(gunzipSync(gzipped.rawPayload), runtime);

  const plain = await get('/widgets/chunks/runtime.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.match(String(plain.headers.vary), /accept-encoding/i);
  assert.deepEqual(plain.rawPayload, runtime);
});

test('a compressed twin keeps its script’s caching and cross-origin headers', async () => {
  const hashed = scripts().find((file) => /^chunks\/shared-later-[\w-]+\.js$/.test(file));
  assert.ok(hashed, 'the shared later chunk is built');
  const response = await get(`/widgets/${hashed}`, 'br');
  assert.equal(response.headers['content-encoding'], 'br');
  assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(response.headers['access-control-allow-origin'], '*');
  const loader = await get('/widgets/cc-widgets.js', 'gzip');
  assert.equal(loader.headers['content-encoding'], 'gzip');
  // The loader's name never changes: a new release must reach pages within minutes.
  assert.equal(loader.headers['cache-control'], 'public, max-age=300');
  assert.equal(cacheControlFor('/dist/chunks/runtime.js.br'), 'public, max-age=300');
  assert.equal(cacheControlFor('/dist/chunks/payment-CsSNyH6o.js.gz'), 'public, max-age=31536000, immutable');
});
