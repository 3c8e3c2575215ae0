// What the hosted page does once a flow lands, shown with a repository copy in which cc-enquiry has landed.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, loadConfig } from '@cc/server';
import { createHostPlugin } from '../../../host/plugin';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let app: Awaited<ReturnType<typeof createApp>>;
let scratch: string;

before(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'cc-host-landed-'));
  for (const flow of ['enquiry', 'registration', 'offer', 'portal']) {
    cpSync(join(ROOT, 'packages', flow, 'package.json'), join(scratch, 'packages', flow, 'package.json'));
  }
  const enquiry = join(scratch, 'packages/enquiry/package.json');
  const pkg = JSON.parse(readFileSync(enquiry, 'utf8')) as Record<string, unknown>;
  writeFileSync(enquiry, JSON.stringify({ ...pkg, cc: { tag: 'cc-enquiry' } }));
  const config = loadConfig({ DATA_DIR: join(scratch, 'data'), LOG_LEVEL: 'warn', NODE_ENV: 'test' });
  app = await createApp(config, {
    plugins: [createHostPlugin({ rootDir: scratch, distDir: join(ROOT, 'dist') })],
    logger: false,
  });
});

after(async () => {
  await app?.close();
  rmSync(scratch, { recursive: true, force: true });
});

test('a landed flow route answers the host shell that loads the loader and host script', async () => {
  const response = await app.app.inject({ method: 'GET', url: '/inquiry/new/abc' });
  assert.equal(response.statusCode, 200);
  assert.match(response.body, /<script src="\/widgets\/cc-widgets\.js"><\/script>/);
  assert.match(response.body, /<script src="\/widgets\/host\.js" defer><\/script>/);
  assert.match(response.body, /data-tags="cc-enquiry"/);
  // Other flows have not landed in this copy.
  assert.equal((await app.app.inject({ method: 'GET', url: '/offer/abc' })).statusCode, 404);
});

test('the demo index links to a landed flow and lists the others as text', async () => {
  const body = (await app.app.inject({ method: 'GET', url: '/' })).body;
  const demo = JSON.parse((await app.app.inject({ method: 'GET', url: '/demo.json' })).body) as {
    businesses: Array<{ links: Record<string, string> }>;
  };
  const enquiryPaths = demo.businesses.flatMap((b) => Object.values(b.links)).filter((p) => p.startsWith('/inquiry/'));
  assert.ok(enquiryPaths.length > 0);
  for (const path of enquiryPaths) assert.ok(body.includes(`<a href="${path}">`), `${path} is a link`);
});
