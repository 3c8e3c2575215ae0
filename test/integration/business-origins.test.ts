// Each business's widgets answer its own registered websites: a page on one business's site cannot use another
// business through the API (the CORS list lets browsers read from any registered origin; the resolvers hold each
// business to its own). Requests with no Origin (servers) and from the hosted pages' own origin always may.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, DEMO_ENQUIRY_LINK_CODES } from '@cc/server';
import { enquiry, LINCOLN, programsAt, SUBMIT } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';

const WATTLE_SITE = 'https://wattletree.example';
const SETTINGS = `query($b: ID!) { enrollmentSettings(businessId: $b) { flowType } }`;
const LINK = `query($c: String!) { centersForLinkCode(linkCode: $c) { id } }`;
const LINK_BUSINESS = `query($c: String!) { businessFor(linkCode: $c) { enrollmentSettings { flowType } } }`;
const CENTER_BUSINESS = `query($c: ID!) { businessFor(centerId: $c) { enrollmentSettings { flowType } } }`;
const CENTER = `query($c: ID!) { center(centerId: $c) { id } }`;

for (const target of targets()) {
  describe(`business origins on ${target.name}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startApp(target.config({ publicUrl: 'https://enrol.example' }));
      await t.ctx.db
        .updateTable('business')
        .set({ website_origins: [WATTLE_SITE] })
        .where('id', '=', DEMO_BUSINESS_IDS.wattleTree)
        .execute();
    });
    after(async () => {
      await t.close();
      await target.dispose();
    });

    async function ask(query: string, variables: Record<string, unknown>, origin?: string) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: origin ? { origin } : {},
        payload: { query, variables },
      });
      return res.json() as { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> };
    }

    test("a page on one business's site cannot read another business", async () => {
      const maple = { b: DEMO_BUSINESS_IDS.mapleGrove };
      assert.match((await ask(SETTINGS, maple, WATTLE_SITE)).errors?.[0]?.message ?? '', /not found/);
      for (const query of [LINK, LINK_BUSINESS]) {
        assert.match(
          (await ask(query, { c: DEMO_ENQUIRY_LINK_CODES.mapleGrove }, WATTLE_SITE)).errors?.[0]?.message ?? '',
          /not found/,
        );
      }
      for (const query of [CENTER, CENTER_BUSINESS]) {
        assert.match(
          (await ask(query, { c: DEMO_CENTER_IDS.mapleGroveLincolnPark }, WATTLE_SITE)).errors?.[0]?.message ?? '',
          /not found/,
        );
      }
      // Its own business answers; so does Maple Grove from Maple Grove's site, from the hosted pages, and to a server.
      assert.equal((await ask(SETTINGS, { b: DEMO_BUSINESS_IDS.wattleTree }, WATTLE_SITE)).errors, undefined);
      assert.equal((await ask(SETTINGS, maple, 'http://localhost:5173')).errors, undefined);
      assert.equal((await ask(SETTINGS, maple, 'https://enrol.example')).errors, undefined);
      assert.equal((await ask(SETTINGS, maple)).errors, undefined);
      const fromOwnSite = await ask(LINK_BUSINESS, { c: DEMO_ENQUIRY_LINK_CODES.wattleTree }, WATTLE_SITE);
      assert.equal(fromOwnSite.errors, undefined);
    });

    test("an enquiry for a business from another business's site is refused and writes nothing", async () => {
      const toddlerRoom = (await programsAt(t.app, DEMO_BUSINESS_IDS.mapleGrove, LINCOLN)).get('Toddler Room')!.id;
      const refused = await ask(SUBMIT, { input: enquiry(toddlerRoom) }, WATTLE_SITE);
      assert.deepEqual((refused.data?.submitApplication as { errors: unknown }).errors, [
        { path: 'businessId', key: 'invalid' },
      ]);
      const accepted = await ask(SUBMIT, { input: enquiry(toddlerRoom) }, 'http://localhost:5173');
      assert.equal((accepted.data?.submitApplication as { success: boolean }).success, true);
    });
  });
}
