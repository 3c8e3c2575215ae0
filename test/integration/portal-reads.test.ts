// What a signed-in parent reads in the portal: their accounts and applications, a page at a time, and nothing of
// another family's, whatever they send. Mail goes to the outbox here (no SMTP_URL), as on a fresh machine.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEMO_CENTER_IDS, TEST_NOW, TestClock } from '@cc/server';
import { enquiry, MAPLE, programsAt, submit, LINCOLN } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';
import { signInByOutbox } from './support/sign-in';

const APPLICATIONS = `query($input: PageInput!) { fetchApplicationsByPerson(input: $input) {
  totalCount pageNumber pageSize
  items { id state enquiryDate appliedFlowType centers { id name timezone }
    children { firstName lastName enquiries { programName careType cycleType startDate state } } } } }`;
const ACCOUNTS = `query($input: PageInput!) { fetchAccountsByPerson(input: $input) {
  totalCount items { id name children { firstName dateOfBirth } } } }`;

async function call(t: TestApp, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query, variables },
  });
  return response.json();
}

for (const target of targets()) {
  describe(`portal reads on ${target.name}`, () => {
    let t: TestApp;
    const clock = new TestClock(TEST_NOW);
    let toddlerRoom: string;
    before(async () => {
      t = await startApp(target.config(), { clock });
      toddlerRoom = (await programsAt(t.app, MAPLE, LINCOLN)).get('Toddler Room')!.id;
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    test('a family sees its own applications, newest first, a page at a time; another family sees none of them', async () => {
      const first = enquiry(toddlerRoom);
      const email = first.email as string;
      assert.equal((await submit(t.app, first)).success, true);
      clock.advance(60_000);
      // The same family enquires again (the enquiry joins their account: same person, same email and phone).
      const second = { ...enquiry(toddlerRoom), email, phoneNumber: first.phoneNumber };
      const secondResult = await submit(t.app, second);
      const other = enquiry(toddlerRoom);
      assert.equal((await submit(t.app, other)).success, true);

      const token = await signInByOutbox(t, email, MAPLE, clock.now());
      const all = await call(t, APPLICATIONS, { input: { pageNumber: 1, pageSize: 50 } }, token);
      assert.equal(all.errors, undefined, JSON.stringify(all.errors));
      const page = all.data.fetchApplicationsByPerson;
      const mine = secondResult.success ? 2 : 1;
      assert.equal(page.totalCount, mine);
      const newest = page.items[0];
      assert.equal(newest.state, 'APPROVAL_PENDING');
      assert.equal(newest.appliedFlowType, 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE');
      assert.deepEqual(newest.centers, [
        { id: DEMO_CENTER_IDS.mapleGroveLincolnPark, name: newest.centers[0].name, timezone: 'America/Chicago' },
      ]);
      assert.match(newest.enquiryDate, /^\d{4}-\d{2}-\d{2}$/);
      assert.deepEqual(newest.children[0].enquiries[0], {
        programName: 'Toddler Room',
        careType: 'LDC',
        cycleType: 'Weekly',
        startDate: (first.children as Array<{ programSchedules: Array<{ startDate: string }> }>)[0]!
          .programSchedules[0]!.startDate,
        state: newest.children[0].enquiries[0].state,
      });

      const onePerPage = await call(t, APPLICATIONS, { input: { pageNumber: 2, pageSize: 1 } }, token);
      assert.equal(onePerPage.data.fetchApplicationsByPerson.items.length, mine - 1);
      assert.equal(onePerPage.data.fetchApplicationsByPerson.totalCount, mine);

      const otherToken = await signInByOutbox(t, other.email as string, MAPLE, clock.now());
      const theirs = await call(t, APPLICATIONS, { input: { pageNumber: 1, pageSize: 50 } }, otherToken);
      const ids = theirs.data.fetchApplicationsByPerson.items.map((a: { id: string }) => a.id);
      assert.equal(ids.length, 1);
      assert.ok(!page.items.some((a: { id: string }) => ids.includes(a.id)), 'no application of the other family');
    });

    test('accounts with their children; without a session, or with a bad page, a clear refusal', async () => {
      const input = enquiry(toddlerRoom);
      assert.equal((await submit(t.app, input)).success, true);
      const token = await signInByOutbox(t, input.email as string, MAPLE, clock.now());
      const accounts = await call(t, ACCOUNTS, { input: {} }, token);
      assert.equal(accounts.errors, undefined, JSON.stringify(accounts.errors));
      assert.equal(accounts.data.fetchAccountsByPerson.totalCount, 1);
      assert.deepEqual(accounts.data.fetchAccountsByPerson.items[0].children, [
        { firstName: 'Leo', dateOfBirth: '2025-02-10' },
      ]);

      for (const query of [ACCOUNTS, APPLICATIONS]) {
        const anonymous = await call(t, query, { input: {} });
        assert.equal(anonymous.errors[0].extensions.code, 'UNAUTHENTICATED');
      }
      const tooBig = await call(t, APPLICATIONS, { input: { pageNumber: 1, pageSize: 101 } }, token);
      assert.equal(tooBig.errors[0].message, 'input.pageSize must be between 1 and 100.');
      const zero = await call(t, ACCOUNTS, { input: { pageNumber: 0 } }, token);
      assert.equal(zero.errors[0].message, 'input.pageNumber must be 1 or more.');
    });
  });
}

const WITH_OFFERS = `query($input: PageInput!) { fetchApplicationsByPerson(input: $input) {
  items { id offers { id state expiryDate linkCode } children { enquiries { state offerId } } } } }`;

for (const target of targets()) {
  describe(`offers on the dashboard on ${target.name}`, () => {
    let t: TestApp;
    const clock = new TestClock(TEST_NOW);
    before(async () => {
      t = await startApp(target.config(), { clock });
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    test('each offer with its state and expiry; a link only while the family may act, kept only as a hash', async () => {
      const { demoOfferCode } = await import('../../packages/server/src/demo/demo-applications');
      const { hashLinkCode } = await import('../../packages/server/src/security/link-code');
      const token = await signInByOutbox(t, 'emily.johnson@example.com', MAPLE, clock.now());
      const res = await call(t, WITH_OFFERS, { input: { pageNumber: 1, pageSize: 50 } }, token);
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      const items = res.data.fetchApplicationsByPerson.items as Array<{
        offers: Array<{ id: string; state: string; expiryDate: string | null; linkCode: string | null }>;
        children: Array<{ enquiries: Array<{ state: string; offerId: string | null }> }>;
      }>;
      const offers = items.flatMap((item) => item.offers);
      assert.equal(offers.length, 9);
      // Program approval: NEW, ACCEPTED and OFFERED_WAITLIST offers not past their day get a link; the expired,
      // rejected and withdrawn ones none.
      const linked = offers.filter((offer) => offer.linkCode !== null).map((offer) => offer.state);
      assert.deepEqual(linked.sort(), ['ACCEPTED', 'NEW', 'NEW', 'NEW', 'NEW', 'OFFERED_WAITLIST']);
      // Each enquiry an offer answers reads that offer's state and names it.
      for (const item of items.filter((i) => i.offers.length > 0)) {
        const enquiry = item.children[0]!.enquiries[0]!;
        assert.equal(enquiry.offerId, item.offers[0]!.id);
        assert.equal(enquiry.state, item.offers[0]!.state);
      }
      const link = offers.find((offer) => offer.linkCode)!.linkCode!;
      assert.ok(Buffer.from(link, 'base64url').length >= 16, '128 random bits');
      const stored = await t.ctx.db
        .selectFrom('offer_link')
        .select(['link_code_hash', 'purpose', 'expires_at'])
        .execute();
      assert.ok(stored.every((row) => row.link_code_hash !== link));
      const issued = stored.find((row) => row.link_code_hash === hashLinkCode(link))!;
      assert.equal(issued.purpose, 'portal');
      const lasts = new Date(issued.expires_at!).getTime() - clock.now().getTime();
      assert.ok(Math.abs(lasts - 24 * 60 * 60_000) < 5_000, `a portal link lasts a day (${lasts} ms)`);
      // The mailed demo link is a different code for the same offer: never shown back.
      assert.ok(offers.every((offer) => offer.linkCode !== demoOfferCode('mapleGrove', 'new')));

      // The day after the centre's "expiring today", that offer has no link any more.
      clock.advance(24 * 60 * 60_000);
      const later = await call(t, WITH_OFFERS, { input: { pageNumber: 1, pageSize: 50 } }, token);
      const laterLinked = (later.data.fetchApplicationsByPerson.items as typeof items)
        .flatMap((item) => item.offers)
        .filter((offer) => offer.linkCode !== null);
      assert.equal(laterLinked.length, 5);

      // Anyone else at the business (here its director, signed in the same way) sees none of these offers.
      const other = await signInByOutbox(t, 'director@maple-grove.example.com', MAPLE, clock.now());
      const theirs = await call(t, WITH_OFFERS, { input: { pageNumber: 1, pageSize: 50 } }, other);
      assert.deepEqual(theirs.data.fetchApplicationsByPerson.items, []);
    });
  });
}
