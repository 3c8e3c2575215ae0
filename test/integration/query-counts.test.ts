// How many SQL statements the hot operations cost per request. Read paths are set-based: a centre with many
// programs costs the same statements as one with a few, and a family's enquiry writes in a handful of statements.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS } from '@cc/server';
import { enquiry, LINCOLN, programsAt, SUBMIT } from './application-fixtures';
import { TRUSTED_DOCUMENTS } from '../../packages/server/src/graphql/trusted-documents';
import { gql, startApp, targets, type TestApp } from './harness';

// The widget's own operation, as it asks for programs (the trusted-documents manifest).
const PROGRAMS = Object.values(TRUSTED_DOCUMENTS).find((text) => text.startsWith('query ProgramsForCenter'))!;

for (const target of targets()) {
  describe(`statements per request on ${target.name}`, () => {
    let t: TestApp;
    let count = 0;
    let toddlerRoom: string;
    before(async () => {
      // No job work on this copy: a sweep's own statements would land in a request's count.
      t = await startApp(target.config(), { onQuery: () => count++, jobs: { work: false } });
      toddlerRoom = (await programsAt(t.app, DEMO_BUSINESS_IDS.mapleGrove, LINCOLN)).get('Toddler Room')!.id;
    });
    after(async () => {
      await t.close();
      await target.dispose();
    });

    async function statements(run: () => Promise<unknown>): Promise<number> {
      count = 0;
      await run();
      return count;
    }

    test('programsForCenter: the business, the centre and its programs with their rows, groups and days', async () => {
      const variables = {
        businessId: DEMO_BUSINESS_IDS.mapleGrove,
        centerId: LINCOLN,
        searchDate: '2026-12-01',
        byAge: { childWithDobs: [{ firstName: 'Leo', lastName: 'Park', dateOfBirth: '2024-05-01' }] },
      };
      const ask = async () => {
        const res = await gql<{ programsForCenter: { programsForCenter: unknown[] } }>(t.app, PROGRAMS, variables);
        assert.ok((res.data?.programsForCenter.programsForCenter.length ?? 0) > 0, JSON.stringify(res.errors));
      };
      // Cold: nothing of the business cached.
      await t.ctx.caches.businessChanged(DEMO_BUSINESS_IDS.mapleGrove);
      const cold = await statements(ask);
      assert.ok(cold <= QUERY_BUDGET.programsForCenterCold, `programsForCenter ran ${cold} statements cold`);
      const warm = await statements(ask);
      assert.ok(warm <= QUERY_BUDGET.programsForCenterWarm, `programsForCenter ran ${warm} statements warm`);
    });

    test("submitApplication: a new family's enquiry for one child, after the family saw the centre's programs", async () => {
      const submit = () =>
        statements(async () => {
          const res = await gql<{ submitApplication: { success: boolean } }>(t.app, SUBMIT, {
            input: enquiry(toddlerRoom),
          });
          assert.equal(res.data?.submitApplication.success, true, JSON.stringify(res));
        });
      // The first enquiry at the centre reads its enrolment settings, and the business when more than the cache's
      // 5 s have passed since the programs were read; the next family's finds both cached.
      const first = await submit();
      assert.ok(first <= QUERY_BUDGET.submitApplication + 2, `the first submitApplication ran ${first} statements`);
      const next = await submit();
      assert.ok(next <= QUERY_BUDGET.submitApplication, `submitApplication ran ${next} statements`);
    });
  });
}

// Measured before these budgets (this file came with them): programsForCenter 6 statements in 4 round trips; now,
// cold, 3 in one round trip (business, centre, programs with their rows, groups and days), and warm none (all three
// from the business-scoped cache). submitApplication 23; then 16 (the business and centre from the cache, the
// account and its holder in one statement, the contact copied from the person without reading it back); then 7,
// begin and commit counted (the person-exists match, the phone check and the email's account in one statement before
// the transaction; the whole new family in one, and the application with its schedules in another, their ids made
// by the server; the centre's enrolment settings from the business-scoped cache); then 6: the answer a retry gets is
// stored by the application's own statement when no offer follows the enquiry; then 5: the idempotency key is not
// looked up before a submission's checks, only when they or its write meet an earlier one (submit-once.ts); now 2:
// the person check, then the new family, the application, its schedules and the stored answer as one statement,
// atomic without a transaction (db/one-statement.ts).
const QUERY_BUDGET = { programsForCenterCold: 3, programsForCenterWarm: 0, submitApplication: 2 };
