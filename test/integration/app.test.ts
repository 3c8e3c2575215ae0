import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, DEMO_ENQUIRY_LINK_CODES } from '@cc/server';
import { migrations } from '../../packages/server/src/db/migrations/index';
import { gql, startApp, targets, type TestApp } from './harness';

const SEARCH = `{ searchCenters(businessID: "${DEMO_BUSINESS_IDS.mapleGrove}", searchKey: "") { id } }`;

for (const target of targets()) {
  describe(`server on ${target.name}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startApp(target.config());
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    test('migrations ran: every table exists and Kysely recorded each migration', async () => {
      const tables = await t.ctx.db.introspection.getTables();
      const names = tables.map((x) => x.name);
      for (const table of [
        'business',
        'center',
        'program_center',
        'contact_child_relationship',
        'enquiry_link',
        'health_term',
        'application',
        'application_schedule',
      ]) {
        assert.ok(names.includes(table), `${table} exists`);
      }
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.ctx.db);
      assert.deepEqual(
        applied.rows.map((r) => r.name),
        Object.keys(migrations).sort(),
      );
    });

    test('/demo.json lists the three demo businesses with centres and link paths', async () => {
      const res = await t.app.inject('/demo.json');
      assert.equal(res.statusCode, 200);
      const index = res.json() as {
        businesses: Array<{
          id: string;
          region: string;
          flowType: string;
          centers: unknown[];
          links: Record<string, string>;
        }>;
      };
      assert.deepEqual(
        index.businesses.map((b) => [b.region, b.flowType]),
        [
          ['US', 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE'],
          ['AU', 'INQUIRE_OFFER_ENROLLMENT'],
          ['CA', 'INQUIRE_PROGRAM_FORM_PAY_APPROVE'],
        ],
      );
      for (const b of index.businesses) assert.ok(b.centers.length >= 2 && b.centers.length <= 4);
      assert.equal(index.businesses[0]!.links.enquiry, `/inquiry/${DEMO_ENQUIRY_LINK_CODES.mapleGrove}`);
      assert.equal(index.businesses[0]!.links.newEnquiry, `/inquiry/new/${DEMO_ENQUIRY_LINK_CODES.mapleGrove}`);
    });

    test('link codes are stored only as hashes', async () => {
      const rows = await t.ctx.db.selectFrom('enquiry_link').select('code_hash').execute();
      assert.equal(rows.length, 3);
      const dump = JSON.stringify(await sql`select * from enquiry_link`.execute(t.ctx.db));
      for (const code of Object.values(DEMO_ENQUIRY_LINK_CODES)) assert.ok(!dump.includes(code));
      for (const row of rows) assert.match(row.code_hash, /^[0-9a-f]{64}$/);
    });

    test('/healthz reports the database', async () => {
      const res = await t.app.inject('/healthz');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { status: 'ok', database: { kind: target.name, ok: true } });
    });

    test('CORS answers registered origins and stays silent for others', async () => {
      const preflight = (origin: string) =>
        t.app.inject({
          method: 'OPTIONS',
          url: '/graphql',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const allowed = await preflight('http://localhost:5173');
      assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:5173');
      assert.equal(
        (await preflight('http://127.0.0.1:8080')).headers['access-control-allow-origin'],
        'http://127.0.0.1:8080',
      );
      const denied = await preflight('https://evil.example');
      assert.equal(denied.headers['access-control-allow-origin'], undefined);
      const post = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { origin: 'http://localhost:3000' },
        payload: { query: SEARCH },
      });
      assert.equal(post.headers['access-control-allow-origin'], 'http://localhost:3000');
    });

    test('aliases beyond the limit are refused before execution', async () => {
      const many = Array.from({ length: 11 }, (_, i) => `a${i}: relationshipTypes`).join(' ');
      const res = await gql(t.app, `{ ${many} }`);
      assert.equal(res.data ?? null, null);
      assert.match(res.errors?.[0]?.message ?? '', /alias/i);
    });

    test('queries nested deeper than the limit are refused', async () => {
      const deep = `{ ${'... on Query { '.repeat(12)}relationshipTypes${' }'.repeat(12)} }`;
      const res = await gql(t.app, deep);
      assert.match(res.errors?.[0]?.message ?? '', /depth/i);
    });

    test('introspection works outside production', async () => {
      const res = await gql<{ __schema: { queryType: { name: string } } }>(
        t.app,
        '{ __schema { queryType { name } } }',
      );
      assert.equal(res.data?.__schema.queryType.name, 'Query');
    });
  });

  describe(`server on ${target.name}, failure paths`, () => {
    after(() => target.dispose());

    test('introspection is off in production', async () => {
      const t = await startApp(target.config({ production: true }));
      try {
        const res = await gql(t.app, '{ __schema { types { name } } }');
        // Refused before it could run: introspection is no widget operation (and is switched off besides).
        assert.equal(res.data ?? null, null);
        assert.ok(res.errors?.length);
      } finally {
        await t.close();
      }
    });

    test('an unexpected failure reaches the client masked, and the log by its SQLSTATE and operation', async () => {
      const lines: string[] = [];
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
      const t = await startApp(target.config(), { logger: { level: 'error', stream } });
      try {
        await sql`drop table center_care_type`.execute(t.ctx.db);
        const res = await gql(
          t.app,
          `{ careTypesForCenters(businessId: "${DEMO_BUSINESS_IDS.mapleGrove}", centerIds: ["${DEMO_CENTER_IDS.mapleGroveLincolnPark}"]) { centerId } }`,
        );
        assert.equal(res.errors?.[0]?.message, 'Unexpected error.');
        assert.ok(!JSON.stringify(res).includes('center_care_type'));
        assert.ok(
          lines.some((l) => l.includes('"sqlState":"42P01"') && l.includes('"operation":"careTypesForCenters"')),
          'the log names the kind of failure and the operation',
        );
      } finally {
        await t.close();
      }
    });

    test('/healthz answers 503 when the database does not answer', async () => {
      const t = await startApp(target.config());
      try {
        await t.ctx.db.destroy();
        const res = await t.app.inject('/healthz');
        assert.equal(res.statusCode, 503);
        assert.deepEqual(res.json().database, { kind: target.name, ok: false });
      } finally {
        await t.close();
      }
    });
  });
}
