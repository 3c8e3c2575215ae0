import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { landedFlows } from '../../../host/flows';
import { ROUTES } from '../../../host/routes';
import { startTestServer, type TestServer } from '../support/server';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let server: TestServer;

before(async () => {
  server = await startTestServer();
});

after(async () => {
  await server?.close();
});

const samplePath = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'demo-code-1');

test('a documented route answers 404 until its flow lands, and the host shell once it has', async () => {
  const landed = new Set(landedFlows(ROOT).map((f) => f.tag));
  for (const route of ROUTES) {
    const response = await fetch(`${server.url}${samplePath(route.pattern)}`);
    const html = await response.text();
    // A landed element's route whose screen is still to come (re-enrolment) answers 404 like an unlanded one.
    if (landed.has(route.tag) && !route.pending) {
      assert.equal(response.status, 200, route.pattern);
      assert.match(html, /<script src="\/widgets\/cc-widgets\.js"><\/script>/, route.pattern);
    } else {
      assert.equal(response.status, 404, route.pattern);
      assert.doesNotMatch(html, /cc-widgets\.js|<cc-/, `${route.pattern} shows no stand-in screen`);
    }
  }
});

test('the enquiry has landed: its routes answer the host shell that mounts <cc-enquiry>', async () => {
  assert.ok(new Set(landedFlows(ROOT).map((f) => f.tag)).has('cc-enquiry'));
  for (const path of ['/inquiry/form', '/inquiry/abc', '/inquiry/new/abc', '/c-inquiry/c1', '/c-inquiry/c1/staff/s1']) {
    const response = await fetch(`${server.url}${path}`);
    assert.equal(response.status, 200, path);
    assert.match(await response.text(), /data-tags="[^"]*cc-enquiry/, path);
  }
});

test("re-enrolment's page preloads its screen beside the portal's chunk; the portal's sign-in page does not", async () => {
  const preloaded = async (path: string): Promise<string[]> => {
    const html = await (await fetch(`${server.url}${path}`)).text();
    return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1] ?? '');
  };
  const reEnrolment = await preloaded('/parent-portal/re-enrolment');
  const login = await preloaded('/parent-portal/login');
  assert.ok(reEnrolment.includes('/widgets/chunks/cc-portal.js') && login.includes('/widgets/chunks/cc-portal.js'));
  const screen = reEnrolment.filter((href) => /\/cc-portal-ReEnrolmentScreen-[\w-]+\.js$/.test(href));
  assert.equal(screen.length, 1, reEnrolment.join(' '));
  assert.ok(!login.some((href) => href.includes('ReEnrolmentScreen')));
  // The preloaded file is the one the portal imports (the build's own chunk, served).
  assert.equal((await fetch(`${server.url}${screen[0]}`)).status, 200);
});

test('/demo.json lists the three demo businesses, one per region', async () => {
  const response = await fetch(`${server.url}/demo.json`);
  assert.equal(response.status, 200);
  const body = (await response.json()) as { businesses: Array<{ region: string; centers: unknown[] }> };
  assert.deepEqual(body.businesses.map((b) => b.region).sort(), ['AU', 'CA', 'US']);
  for (const business of body.businesses) assert.ok(business.centers.length >= 2);
});

test('/healthz answers 200 once the database is up', async () => {
  const response = await fetch(`${server.url}/healthz`);
  assert.equal(response.status, 200);
});

test('the bundle is served under /widgets/ with cache headers', async () => {
  const loader = await fetch(`${server.url}/widgets/cc-widgets.js`);
  assert.equal(loader.status, 200);
  assert.match(loader.headers.get('content-type') ?? '', /javascript/);
  assert.equal(loader.headers.get('cache-control'), 'public, max-age=300');
  // Flow chunks are imported as modules from centres' own sites.
  const chunk = await fetch(`${server.url}/widgets/chunks/cc-enquiry.js`, {
    headers: { origin: 'https://centre.example' },
  });
  assert.equal(chunk.status, 200);
  assert.equal(chunk.headers.get('access-control-allow-origin'), '*');
  assert.equal((await fetch(`${server.url}/widgets/no-such-file.js`)).status, 404);
});
