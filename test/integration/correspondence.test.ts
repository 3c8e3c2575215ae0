// Re-enrolment requests as a family opens them by link code: read, viewed on load, declined with each reason (or
// automatically without one), and never another family's, whatever ids are sent.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, TEST_NOW, TestClock } from '@cc/server';
import { demoCorrespondenceCode } from '../../packages/server/src/demo/demo-correspondences';
import { hashLinkCode, newLinkCode } from '../../packages/server/src/security/link-code';
import { MAPLE } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';

const FIELDS = `id stage email linkCode declineReason otherReason endOfContractDate firstName correspondenceType
  allowedCenterIds usesEnrolmentFormOverride accountId contactId batchId businessId region center { id name timezone }`;
const BY_CODE = `query($c: String!) { reEnrolAccountCorrespondenceByCode(linkCode: $c) { ${FIELDS} } }`;
const UPDATE = `mutation($b: ID!, $input: UpdateCorrespondenceInput!) { updateCorrespondence(businessId: $b, input: $input) { stage } }`;
const DECLINE = `mutation($b: ID!, $input: DeclineCorrespondenceInput!) {
  declineCorrespondence(businessId: $b, input: $input) { stage declineReason otherReason endOfContractDate } }`;

type Refs = { linkCode: string; accountId: string; contactId: string; batchId: string };

for (const target of targets()) {
  describe(`re-enrolment requests on ${target.name}`, () => {
    let t: TestApp;
    const clock = new TestClock(TEST_NOW);
    before(async () => {
      t = await startApp(target.config(), { clock });
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const call = async (query: string, variables: Record<string, unknown>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
          payload: { query, variables },
        })
      ).json();

    /** A new SENT request to the Maple Grove demo family, copied from the demo one, with its own link code. */
    async function newRequest(stage = 'SENT'): Promise<Refs> {
      const demo = await t.ctx.db
        .selectFrom('correspondence')
        .selectAll()
        .where('link_code_hash', '=', hashLinkCode(demoCorrespondenceCode('mapleGrove', 'SENT')))
        .executeTakeFirstOrThrow();
      const linkCode = newLinkCode();
      const { id: _id, ...rest } = demo;
      await t.ctx.db
        .insertInto('correspondence')
        .values({ ...rest, stage: stage as 'SENT', link_code_hash: hashLinkCode(linkCode) })
        .execute();
      return { linkCode, accountId: demo.account_id, contactId: demo.contact_id, batchId: demo.batch_id };
    }

    test('opened by its link code: the spec fields, the family contact and the centre; other codes are not found', async () => {
      const code = demoCorrespondenceCode('mapleGrove', 'SENT');
      const res = await call(BY_CODE, { c: code });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const c = res.data.reEnrolAccountCorrespondenceByCode;
      assert.equal(c.stage, 'SENT');
      assert.equal(c.firstName, 'Emily');
      assert.equal(c.email, 'emily.johnson@example.com');
      assert.equal(c.linkCode, code);
      assert.equal(c.correspondenceType, 'REENROLLMENT_REQUEST');
      assert.deepEqual(c.allowedCenterIds, []);
      assert.equal(c.businessId, MAPLE);
      assert.equal(c.center.id, DEMO_CENTER_IDS.mapleGroveLincolnPark);
      // The business's region comes with the request: its page needs no second request for its wording.
      assert.equal(c.region, 'US');
      const australian = await call(BY_CODE, { c: demoCorrespondenceCode('wattleTree', 'SENT') });
      assert.equal(australian.data.reEnrolAccountCorrespondenceByCode.region, 'AU');
      for (const stage of ['VIEWED', 'PARENT_DECLINED', 'PARENT_COMPLETED', 'CLOSED'] as const) {
        const other = await call(BY_CODE, { c: demoCorrespondenceCode('mapleGrove', stage) });
        assert.equal(other.data.reEnrolAccountCorrespondenceByCode.stage, stage);
      }
      for (const bad of [newLinkCode(), 'short', code.toLowerCase() === code ? `${code}x` : code.toLowerCase()]) {
        const missing = await call(BY_CODE, { c: bad });
        assert.equal(missing.errors[0].message, 'Re-enrolment request not found.');
      }
    });

    test('SENT becomes VIEWED when the page loads, once; other stages and other ids are refused', async () => {
      const refs = await newRequest();
      const input = { ...refs, lastModifiedBy: 'Emily Johnson', stage: 'VIEWED' };
      assert.equal((await call(UPDATE, { b: MAPLE, input })).data.updateCorrespondence.stage, 'VIEWED');
      assert.equal((await call(BY_CODE, { c: refs.linkCode })).data.reEnrolAccountCorrespondenceByCode.stage, 'VIEWED');
      assert.equal((await call(UPDATE, { b: MAPLE, input })).data.updateCorrespondence.stage, 'VIEWED');

      const completed = await call(UPDATE, { b: MAPLE, input: { ...input, stage: 'PARENT_COMPLETED' } });
      assert.equal(completed.errors[0].extensions.code, 'BAD_USER_INPUT');
      const wattle = await call(BY_CODE, { c: demoCorrespondenceCode('wattleTree', 'SENT') });
      const theirs = wattle.data.reEnrolAccountCorrespondenceByCode;
      for (const ids of [
        { accountId: theirs.accountId },
        { contactId: theirs.contactId },
        { batchId: theirs.batchId },
        { linkCode: demoCorrespondenceCode('wattleTree', 'SENT') },
      ]) {
        const res = await call(UPDATE, { b: MAPLE, input: { ...input, ...ids } });
        assert.equal(res.errors[0].message, 'Re-enrolment request not found.', JSON.stringify(ids));
      }
      const otherBusiness = await call(UPDATE, { b: DEMO_BUSINESS_IDS.wattleTree, input });
      assert.equal(otherBusiness.errors[0].message, 'Re-enrolment request not found.');
      const stillSent = await call(BY_CODE, { c: demoCorrespondenceCode('wattleTree', 'SENT') });
      assert.equal(stillSent.data.reEnrolAccountCorrespondenceByCode.stage, 'SENT');
    });

    test('declining: automatically on load without a reason, then the reason the family gives, once', async () => {
      const refs = await newRequest('VIEWED');
      const base = { ...refs, declinedBy: 'Emily Johnson' };
      const onLoad = await call(DECLINE, { b: MAPLE, input: base });
      assert.deepEqual(onLoad.data.declineCorrespondence, {
        stage: 'PARENT_DECLINED',
        declineReason: null,
        otherReason: null,
        endOfContractDate: null,
      });
      const other = await call(DECLINE, {
        b: MAPLE,
        input: { ...base, declineReason: 'OTHER', otherReason: '  Moving to Denver  ' },
      });
      assert.deepEqual(other.data.declineCorrespondence, {
        stage: 'PARENT_DECLINED',
        declineReason: 'OTHER',
        otherReason: 'Moving to Denver',
        endOfContractDate: null,
      });
      const again = await call(DECLINE, { b: MAPLE, input: { ...base, declineReason: 'NOT_INTERESTED' } });
      assert.equal(again.errors[0].message, 'This enrolment response was previously submitted');
    });

    test('every reason on the page is recorded; completed and closed requests cannot be declined', async () => {
      for (const reason of ['OUTSTANDING_REQUEST', 'NOT_INTERESTED', 'OTHER']) {
        const refs = await newRequest();
        const res = await call(DECLINE, { b: MAPLE, input: { ...refs, declinedBy: 'Emily', declineReason: reason } });
        assert.equal(res.data.declineCorrespondence.declineReason, reason);
      }
      for (const stage of ['PARENT_COMPLETED', 'CLOSED']) {
        const refs = await newRequest(stage);
        const res = await call(DECLINE, { b: MAPLE, input: { ...refs, declinedBy: 'Emily' } });
        assert.equal(res.errors[0].message, 'This enrolment response was previously submitted');
      }
    });

    test("not returning needs an end-of-contract date, not before the centre's today", async () => {
      const refs = await newRequest();
      const input = { ...refs, declinedBy: 'Emily', declineReason: 'NOT_RETURNING' };
      const missing = await call(DECLINE, { b: MAPLE, input });
      assert.deepEqual(missing.errors[0].extensions.errors, [{ path: 'endOfContractDate', key: 'required' }]);
      // TEST_NOW is 2026-11-23 15:00 UTC: 09:00 that day in Chicago.
      const past = await call(DECLINE, { b: MAPLE, input: { ...input, endOfContractDate: '2026-11-22' } });
      assert.deepEqual(past.errors[0].extensions.errors, [
        { path: 'endOfContractDate', key: 'end-of-contract-date-past' },
      ]);
      const unchanged = await call(BY_CODE, { c: refs.linkCode });
      assert.equal(unchanged.data.reEnrolAccountCorrespondenceByCode.stage, 'SENT', 'a refused decline writes nothing');
      const today = await call(DECLINE, { b: MAPLE, input: { ...input, endOfContractDate: '2026-11-23' } });
      assert.equal(today.data.declineCorrespondence.endOfContractDate, '2026-11-23');
    });
  });
}
