// The settings staff change for the rules beyond the spec: a centre's fee policy and the waitlist's order. Only the
// business's own staff may change them, and a change shows on the next read (the few-second business cache is
// dropped).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, TEST_NOW } from '@cc/server';
import { demoStaffEmail } from '../../packages/server/src/demo/demo-staff';
import { demoUuid } from '../../packages/server/src/demo/demo-uuid';
import { chicagoDate } from './application-fixtures';
import { graphqlCaller, startApp, targets, type TestApp } from './harness';
import { signInByOutbox } from './support/sign-in';

const NL = DEMO_BUSINESS_IDS.northernLights;
const TORONTO = DEMO_CENTER_IDS.northernLightsTheAnnex;
const INFANT = demoUuid('program:northernLights/infant');
const FEES = `mutation($b: ID!, $c: ID!, $a: Boolean!) { setCenterApplicationFeesAllowed(businessId: $b, centerId: $c, allowed: $a) }`;
const ORDER = `mutation($b: ID!, $s: Boolean!) { setWaitlistSiblingsFirst(businessId: $b, siblingsFirst: $s) }`;
const PROGRAMS = `query($b: ID!, $c: ID!, $d: String!) { programsForCenter(businessId: $b, centerId: $c, searchDate: $d) {
  programsForCenter { id centers { applicationFeeAmount } } } }`;

for (const target of targets()) {
  describe(`staff settings on ${target.name}`, () => {
    let t: TestApp;
    let call: ReturnType<typeof graphqlCaller>;
    let staff: string;
    before(async () => {
      t = await startApp(target.config());
      call = graphqlCaller(t.app, { origin: 'http://localhost:3000' });
      staff = await signInByOutbox(t, demoStaffEmail('northernLights'), NL, new Date(TEST_NOW));
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const infantFeeAtToronto = async () => {
      const res = await call(PROGRAMS, { b: NL, c: TORONTO, d: chicagoDate(0) });
      return res.data.programsForCenter.programsForCenter.find((p: { id: string }) => p.id === INFANT).centers[0]
        .applicationFeeAmount;
    };

    test("a centre's fee policy: staff turn fees on and off, and the program list follows at once", async () => {
      assert.equal(await infantFeeAtToronto(), 0, 'the demo Annex charges none');
      assert.equal(
        (await call(FEES, { b: NL, c: TORONTO, a: true }, staff)).data.setCenterApplicationFeesAllowed,
        true,
      );
      assert.ok((await infantFeeAtToronto()) > 0, 'the fee shows as soon as it is allowed');
      assert.equal(
        (await call(FEES, { b: NL, c: TORONTO, a: false }, staff)).data.setCenterApplicationFeesAllowed,
        false,
      );
      assert.equal(await infantFeeAtToronto(), 0);
    });

    test('the waitlist order is stored per business', async () => {
      const stored = async () =>
        (
          await t.ctx.db
            .selectFrom('business')
            .select('waitlist_siblings_first')
            .where('id', '=', NL)
            .executeTakeFirstOrThrow()
        ).waitlist_siblings_first;
      assert.equal((await call(ORDER, { b: NL, s: true }, staff)).data.setWaitlistSiblingsFirst, true);
      assert.equal(await stored(), true);
      await call(ORDER, { b: NL, s: false }, staff);
      assert.equal(await stored(), false);
    });

    test('only the business’s own staff may change them', async () => {
      assert.equal((await call(FEES, { b: NL, c: TORONTO, a: true })).errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
      const parent = await signInByOutbox(t, 'camille.tremblay@example.com', NL, new Date(TEST_NOW));
      const maple = await signInByOutbox(
        t,
        demoStaffEmail('mapleGrove'),
        DEMO_BUSINESS_IDS.mapleGrove,
        new Date(TEST_NOW),
      );
      for (const token of [maple, parent]) {
        assert.ok((await call(FEES, { b: NL, c: TORONTO, a: true }, token)).errors, 'another business or a parent');
        assert.ok((await call(ORDER, { b: NL, s: true }, token)).errors);
      }
      const elsewhere = await call(FEES, { b: NL, c: DEMO_CENTER_IDS.mapleGroveLincolnPark, a: true }, staff);
      assert.equal(elsewhere.errors?.[0]?.extensions?.code, 'NOT_FOUND', "another business's centre");
      assert.equal(await infantFeeAtToronto(), 0, 'nothing changed');
    });
  });
}
