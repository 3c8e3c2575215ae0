// One anonymous request must not hold the server: every list a caller sends is bounded by the schema before any item
// is coerced, and a read that runs compiled (graphql-jit) refuses bad variables exactly as graphql-js does, with the
// same errors and the same cap of 50.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS } from '@cc/server';
import { TRUSTED_DOCUMENTS } from '../../packages/server/src/graphql/trusted-documents';
import { LINCOLN } from './application-fixtures';
import { TOO_MANY_CONTAINERS_MESSAGE } from '../../packages/server/src/http/json-body';
import { startApp, targets, type TestApp } from './harness';

const PROGRAMS = Object.values(TRUSTED_DOCUMENTS).find((text) => text.startsWith('query ProgramsForCenter'))!;
// The same operation with a root field that is never compiled, so graphql-js's interpreter runs it (development
// servers answer introspection).
const INTERPRETED = PROGRAMS.replace(/programsForCenter\(/, '__schema { queryType { name } } programsForCenter(');
const target = targets()[0]!;

const variables = (childWithDobs: unknown[]) => ({
  businessId: DEMO_BUSINESS_IDS.mapleGrove,
  centerId: LINCOLN,
  searchDate: '2026-12-01',
  byAge: { childWithDobs },
});

interface Answer {
  status: number;
  ms: number;
  body: { data?: unknown; message?: string; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

describe('input limits', () => {
  let t: TestApp;
  let url: string;
  before(async () => {
    t = await startApp(target.config());
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await t.close();
    await target.dispose();
  });

  async function post(query: string, vars: Record<string, unknown>): Promise<Answer> {
    const body = JSON.stringify({ query, variables: vars });
    const started = performance.now();
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const answer = (await res.json()) as Answer['body'];
    return { status: res.status, ms: performance.now() - started, body: answer };
  }

  test('a body-sized list of empty children is refused with 400 at once, and /healthz answers meanwhile', async () => {
    // 340,000 `{}` entries: about 1 MB, the body limit. Before: a 154 MB answer and /healthz waiting 46 s.
    const huge = variables(Array.from({ length: 340_000 }, () => ({})));
    // Best of three: on a shared machine another process can take the CPU for a moment; a server that parses the
    // request is seconds over, every time.
    const refusals: number[] = [];
    const healths: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const big = post(PROGRAMS, huge);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const healthStarted = performance.now();
      const health = await fetch(`${url}/healthz`);
      healths.push(performance.now() - healthStarted);
      const answer = await big;
      refusals.push(answer.ms);
      assert.equal(answer.status, 400);
      assert.equal(answer.body.message, TOO_MANY_CONTAINERS_MESSAGE);
      assert.equal(health.status, 200);
    }
    assert.ok(Math.min(...refusals) < 100, `the refusal took ${refusals.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    assert.ok(Math.min(...healths) < 50, `/healthz took ${healths.map((ms) => ms.toFixed(1)).join(', ')} ms meanwhile`);
  });

  test('a list longer than its bound is refused before any item is coerced', async () => {
    // 5,000 `{}` entries (15 KB) fit the body's limits. Before: 15,000 coercion errors in a 2 MB answer.
    const answer = await post(PROGRAMS, variables(Array.from({ length: 5_000 }, () => ({}))));
    assert.equal(answer.status, 400);
    assert.deepEqual(
      answer.body.errors?.map((e) => e.message),
      ['Variable "$byAge" at "byAge.childWithDobs" may hold at most 20 items; it holds 5000.'],
    );
    assert.equal(answer.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.equal(answer.body.data, undefined);
  });

  test('a compiled read answers bad variables exactly as graphql-js does, stopping at 50 errors', async () => {
    const cases: unknown[][] = [
      [{}], // three missing fields
      Array.from({ length: 20 }, () => ({})), // 60 errors: capped
      [{ firstName: 1, lastName: 'Park', dateOfBirth: '2020-01-01' }], // wrong type
      [{ firstName: 'Ava', lastName: 'Park', dateOfBirth: '2020-01-01', extra: true }], // unknown field
      ['not an object'],
    ];
    for (const children of cases) {
      const compiled = await post(PROGRAMS, variables(children));
      const interpreted = await post(INTERPRETED, variables(children));
      assert.equal(compiled.status, 400, JSON.stringify(children).slice(0, 60));
      assert.equal(interpreted.status, 400);
      assert.deepEqual(compiled.body, interpreted.body);
    }
    const capped = await post(PROGRAMS, variables(Array.from({ length: 20 }, () => ({}))));
    assert.equal(capped.body.errors?.length, 51);
    assert.equal(
      capped.body.errors?.[50]?.message,
      'Too many errors processing variables, error limit reached. Execution aborted.',
    );
  });

  test('a good request within the bound still runs compiled', async () => {
    const child = { firstName: 'Ava', lastName: 'Park', dateOfBirth: '2024-01-15' };
    const answer = await post(PROGRAMS, variables(Array.from({ length: 20 }, () => child)));
    assert.equal(answer.status, 200);
    assert.equal(answer.body.errors, undefined);
  });

  test('lists written into the document are bounded too', async () => {
    const children = Array.from({ length: 21 }, () => '{ firstName: "A", lastName: "B", dateOfBirth: "2024-01-01" }');
    const query = `query { programsForCenter(businessId: "${DEMO_BUSINESS_IDS.mapleGrove}", centerId: "${LINCOLN}",
      searchDate: "2026-12-01", byAge: { childWithDobs: [${children.join(',')}] }) { programsForCenter { id } } }`;
    const answer = await post(query, {});
    // A document that fails validation is answered as every validation error is (200 under application/json).
    assert.equal(answer.body.data, undefined);
    assert.equal(answer.body.errors?.[0]?.message, 'Field "childWithDobs" may hold at most 20 items; it holds 21.');
  });

  test('a list without its own bound takes at most 100 items', async () => {
    const ids = Array.from({ length: 101 }, () => DEMO_BUSINESS_IDS.mapleGrove);
    const query =
      'query Care($businessId: ID!, $centerIds: [ID!]!) { careTypesForCenters(businessId: $businessId, centerIds: $centerIds) { centerId } }';
    const answer = await post(query, { businessId: DEMO_BUSINESS_IDS.mapleGrove, centerIds: ids });
    assert.equal(answer.status, 400);
    assert.equal(
      answer.body.errors?.[0]?.message,
      'Variable "$centerIds" at "centerIds" may hold at most 100 items; it holds 101.',
    );
  });
});
