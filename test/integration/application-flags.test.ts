import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_FEATURE_FLAGS } from '@cc/core';
import { DEMO_BUSINESS_IDS } from '@cc/server';
import { gql, startApp, targets, type TestApp } from './harness';

const FLAGS = `query($b: ID!) { featureFlags(businessId: $b) {
  leadReEnrolmentRestrictions registrationMaintenanceWindow leadPromoCodes flexSchedulePolicyNotice
  enrolmentShowCostEstimate tieredRegistrationFee registrationsCentreSelector pciReady paymentProviderFrame } }`;

for (const target of targets()) {
  describe(`featureFlags on ${target.name}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startApp(target.config());
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const flags = async (businessId: string) => {
      const res = await gql<{ featureFlags: Record<string, unknown> }>(t.app, FLAGS, { b: businessId });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data!.featureFlags;
    };

    test('flags a business does not override keep their documented defaults (Northern Lights: the tiered registration fee only)', async () => {
      assert.deepEqual(await flags(DEMO_BUSINESS_IDS.northernLights), {
        ...DEFAULT_FEATURE_FLAGS,
        tieredRegistrationFee: true,
      });
    });

    test('the demo overrides: Maple Grove shows the flexible-schedule notice and restricts overdue re-enrolments, Wattle Tree the V2 centre selector, both promo codes', async () => {
      assert.deepEqual(await flags(DEMO_BUSINESS_IDS.mapleGrove), {
        ...DEFAULT_FEATURE_FLAGS,
        flexSchedulePolicyNotice: true,
        leadPromoCodes: true,
        leadReEnrolmentRestrictions: true,
      });
      assert.deepEqual(await flags(DEMO_BUSINESS_IDS.wattleTree), {
        ...DEFAULT_FEATURE_FLAGS,
        registrationsCentreSelector: 'V2',
        leadPromoCodes: true,
      });
    });

    test('stored overrides of an unknown flag or of the wrong type are ignored', async () => {
      await t.ctx.db
        .updateTable('business')
        .set({
          feature_flags: JSON.stringify({
            leadPromoCodes: true,
            pciReady: 'yes',
            registrationsCentreSelector: 'V9',
            x: 1,
          }),
        })
        .where('id', '=', DEMO_BUSINESS_IDS.northernLights)
        .execute();
      // Whoever changes a business's settings says so, and every server copy drops what it cached of them.
      await t.ctx.caches.businessChanged(DEMO_BUSINESS_IDS.northernLights);
      assert.deepEqual(await flags(DEMO_BUSINESS_IDS.northernLights), {
        ...DEFAULT_FEATURE_FLAGS,
        leadPromoCodes: true,
      });
    });

    test('an unknown business is not found', async () => {
      const res = await gql(t.app, FLAGS, { b: randomUUID() });
      assert.equal(res.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    });
  });
}
