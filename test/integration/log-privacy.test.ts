// What a family types never reaches the log: not when a value is refused, not when the database fails under it, not
// through a URL. Marker values go through every operation that takes text; the captured log must hold none of them,
// while still naming what failed (SQLSTATE, operation).
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, describe, test } from 'node:test';
import { sql } from 'kysely';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, DEMO_ENQUIRY_LINK_CODES } from '@cc/server';
import { createHostPlugin } from '../../host/plugin';
import { enquiry, programsAt, SUBMIT } from './application-fixtures';
import { gql, startApp, targets, type TestApp } from './harness';

const MAPLE = DEMO_BUSINESS_IDS.mapleGrove;
const LINCOLN = DEMO_CENTER_IDS.mapleGroveLincolnPark;
const MARK = 'Zqxmarker';

const PERSON_EXISTS = `query($b: ID!, $f: String!, $l: String!, $e: String!, $p: String) {
  personExists(businessId: $b, firstName: $f, lastName: $l, email: $e, phone: $p) { result phoneMatch } }`;
const KNOWN_CHILD = `query($i: KnownChildInput!) { isKnownChild(input: $i) }`;
const SEARCH = `query($b: ID!, $k: String) { searchCenters(businessID: $b, searchKey: $k) { id } }`;

/** Every text-taking operation, with the family's values made of `text` (a marker, maybe with a bad character). */
function operations(text: (field: string) => string, toddlerRoom: string) {
  return [
    {
      name: 'personExists',
      query: PERSON_EXISTS,
      variables: { b: MAPLE, f: text('First'), l: text('Last'), e: `${text('mail')}@example.com`, p: '3125550123' },
    },
    {
      name: 'isKnownChild',
      query: KNOWN_CHILD,
      variables: {
        i: { businessId: MAPLE, firstName: text('Child'), lastName: text('Last'), dateOfBirth: '2024-01-02' },
      },
    },
    { name: 'searchCenters', query: SEARCH, variables: { b: MAPLE, k: text('Search') } },
    {
      name: 'submitApplication',
      query: SUBMIT,
      variables: {
        input: enquiry(toddlerRoom, {
          firstName: text('First'),
          lastName: text('Last'),
          email: `${text('mail')}@example.com`,
        }),
      },
    },
  ];
}

function capture() {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { lines, stream };
}

for (const target of targets()) {
  describe(`log privacy on ${target.name}`, () => {
    after(() => target.dispose());

    test('control characters, bidi overrides and lone surrogates are field errors, and never logged', async () => {
      const { lines, stream } = capture();
      const t: TestApp = await startApp(target.config(), { logger: { level: 'debug', stream } });
      try {
        const toddlerRoom = (await programsAt(t.app, MAPLE, LINCOLN)).get('Toddler Room')!.id;
        for (const bad of ['\u0000', '\u202E', '\uD800', '\u0007']) {
          for (const op of operations((field) => `${MARK}${field}${bad}`, toddlerRoom)) {
            const res = await gql(t.app, op.query, op.variables);
            const error = res.errors?.[0];
            assert.equal(error?.extensions?.code, 'BAD_USER_INPUT', `${op.name} with ${JSON.stringify(bad)}`);
            const errors = error?.extensions?.errors as Array<{ path: string; key: string }>;
            assert.ok(errors.length > 0 && errors.every((e) => e.key === 'text-invalid-characters'), op.name);
            assert.ok(!JSON.stringify(res).includes('Unexpected error.'), op.name);
          }
        }
        const rows = await sql<{
          n: number;
        }>`select count(*)::int as n from person where first_name like ${`${MARK}%`}`.execute(t.ctx.db);
        assert.equal(rows.rows[0]!.n, 0, 'a refused request wrote nothing');
      } finally {
        await t.close();
      }
      assert.ok(lines.length > 0, 'the server logged its requests');
      assert.deepEqual(
        lines.filter((l) => l.includes(MARK)),
        [],
      );
    });

    test('when the database fails under a request, the log names the SQLSTATE and operation, never the values', async () => {
      const { lines, stream } = capture();
      const t: TestApp = await startApp(target.config(), { logger: { level: 'debug', stream } });
      try {
        const toddlerRoom = (await programsAt(t.app, MAPLE, LINCOLN)).get('Toddler Room')!.id;
        // Every table these operations read or write is gone: each fails in the database with the values bound.
        await sql`drop table contact_child_relationship, contact, account_person, child, person, application_schedule, application_idempotency, application cascade`.execute(
          t.ctx.db,
        );
        await sql`drop table center_care_type cascade`.execute(t.ctx.db);
        await sql`alter table center rename to center_gone`.execute(t.ctx.db);
        for (const op of operations((field) => `${MARK}${field}`, toddlerRoom)) {
          const res = await gql(t.app, op.query, op.variables);
          assert.equal(res.errors?.[0]?.message, 'Unexpected error.', op.name);
          assert.ok(
            lines.some((l) => l.includes('"sqlState":"42P01"') && l.includes(`"operation":"${op.name}"`)),
            `the log says ${op.name} failed on a missing table`,
          );
        }
      } finally {
        await t.close();
      }
      assert.deepEqual(
        lines.filter((l) => l.includes(MARK)),
        [],
      );
    });

    test('request lines name the route pattern: no link code from a path, no variables from a query string', async () => {
      const { lines, stream } = capture();
      const t: TestApp = await startApp(target.config(), {
        logger: { level: 'debug', stream },
        plugins: [createHostPlugin({ distDir: '/nonexistent' })],
      });
      const code = DEMO_ENQUIRY_LINK_CODES.mapleGrove;
      try {
        assert.equal((await t.app.inject(`/inquiry/new/${code}`)).statusCode, 200);
        const query = encodeURIComponent('query($c: String!) { centersForLinkCode(linkCode: $c) { id } }');
        const variables = encodeURIComponent(JSON.stringify({ c: code, marker: MARK }));
        const res = await t.app.inject({ method: 'GET', url: `/graphql?query=${query}&variables=${variables}` });
        assert.equal(res.statusCode, 200);
      } finally {
        await t.close();
      }
      assert.ok(
        lines.some((l) => l.includes('"route":"/graphql"')),
        'the request is logged by its route',
      );
      // One line per request, when it is answered: method, route pattern, status and duration.
      const requests = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.req !== undefined);
      assert.deepEqual(
        requests.map((l) => [
          l.msg,
          (l.req as { method: string }).method,
          (l.req as { route: string }).route,
          l.status,
        ]),
        [
          ['request', 'GET', '/inquiry/new/:linkCode', 200],
          ['request', 'GET', '/graphql', 200],
        ],
      );
      assert.ok(requests.every((l) => typeof l.ms === 'number' && l.ms >= 0));
      assert.deepEqual(
        lines.filter((l) => l.includes(code) || l.includes(MARK)),
        [],
      );
    });
  });
}
