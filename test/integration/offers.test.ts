// A family answers a centre's offer through its link, and centre staff make and reject offers, on the real server:
// every transition of the offer lifecycle and every refused one, expiry at the centre's midnight across DST (moving
// the server's test clock), concurrent accepts, and links that open only their own offer.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, TEST_NOW, TestClock } from '@cc/server';
import { demoOfferCode, type DemoOfferSlug } from '../../packages/server/src/demo/demo-applications';
import { OfferRepository } from '../../packages/server/src/modules/offer/offer.repository';
import { demoStaffEmail } from '../../packages/server/src/demo/demo-staff';
import { demoUuid } from '../../packages/server/src/demo/demo-uuid';
import { enquiry, submit, weekly } from './application-fixtures';
import { startApp, targets, type TestApp } from './harness';
import { outboxMailTo, signInByOutbox } from './support/sign-in';

const OFFER_FIELDS = `id businessId applicationId linkCode state applicationState expired expiryDate currency
  enrollmentFormRequired appliedFlowType center { name timezone }
  children { firstName offers { state startDate feeAmount applicationFeeAmount program { programName } } }
  paymentInfo { isPaymentRequired applicationFeeAmount total currency }`;
const OPEN = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) { ${OFFER_FIELDS} } }`;
const RESULT = `{ success errors { path key } offer { state applicationState } }`;
const ACT = (name: string) => `mutation($input: OfferActionInput!) { ${name}(input: $input) ${RESULT} }`;
const EXPIRED = `query($c: String!, $b: ID!, $a: ID!, $o: ID!) {
  checkApplicationOfferExpired(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o) }`;
const DISPATCH = `mutation($s: OfferApplicationState!, $c: String!, $b: ID!, $a: ID!, $o: ID!) {
  dispatchEvent(applicationState: $s, linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o) ${RESULT} }`;
const MAKE = `mutation($b: ID!, $input: MakeOfferInput!) { makeOffer(businessId: $b, input: $input) { applicationOfferId mailed } }`;
const REJECT = `mutation($b: ID!, $a: ID!) { rejectApplication(businessId: $b, applicationId: $a) { success applicationState errors { key } } }`;

type Offer = {
  id: string;
  businessId: string;
  applicationId: string;
  state: string;
  applicationState: string;
  expired: boolean;
  expiryDate: string;
  paymentInfo: { isPaymentRequired: boolean; applicationFeeAmount: number; total: number; currency: string };
  children: Array<{ firstName: string; offers: Array<{ state: string; program: { programName: string } }> }>;
};

for (const target of targets()) {
  describe(`offers on ${target.name}`, () => {
    let t: TestApp;
    const clock = new TestClock(TEST_NOW);
    before(async () => {
      t = await startApp(target.config({ publicUrl: 'https://enrol.example.org' }), { clock });
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const call = async (query: string, variables: Record<string, unknown>, token?: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: { query, variables },
        })
      ).json();

    async function open(code: string): Promise<Offer> {
      const res = await call(OPEN, { c: code });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data.applicationOfferForLinkCode;
    }
    const ids = (offer: Offer, code: string) => ({
      linkCode: code,
      businessId: offer.businessId,
      applicationId: offer.applicationId,
      applicationOfferId: offer.id,
    });
    async function act(name: string, code: string) {
      const offer = await open(code);
      const res = await call(ACT(name), { input: ids(offer, code) });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data[name];
    }
    const offers = () => new OfferRepository(t.ctx.db);
    const code = (slug: DemoOfferSlug, business = 'mapleGrove') => demoOfferCode(business, slug);

    test('a mailed link opens its offer: the child, the program, its fee due now, and its expiry', async () => {
      const offer = await open(code('new'));
      assert.equal(offer.state, 'NEW');
      assert.equal(offer.applicationState, 'OFFERED');
      assert.equal(offer.expired, false);
      assert.equal(offer.children.length, 1);
      assert.ok(offer.children[0]!.offers[0]!.program.programName);
      assert.equal(offer.paymentInfo.isPaymentRequired, true);
      assert.ok(offer.paymentInfo.total > 0);
      assert.equal(offer.paymentInfo.currency, 'USD');
      const free = await open(code('new-no-fee'));
      assert.deepEqual(
        [free.paymentInfo.isPaymentRequired, free.paymentInfo.total],
        [false, 0],
        'an offer without an application fee owes nothing',
      );
      assert.equal((await open(code('new', 'wattleTree'))).paymentInfo.currency, 'AUD');
    });

    test('unknown, malformed and lapsed codes all get the same "Offer not found."', async () => {
      for (const bad of ['A'.repeat(22), 'not a code!', '']) {
        const res = await call(OPEN, { c: bad });
        assert.equal(res.errors?.[0]?.message, 'Offer not found.', bad);
        assert.equal(res.errors?.[0]?.extensions?.code, 'NOT_FOUND');
      }
    });

    test('a link code acts only on its own offer', async () => {
      const mine = await open(code('new-no-fee', 'northernLights'));
      const theirs = await open(code('new', 'northernLights'));
      const res = await call(ACT('acceptOffer'), {
        input: { ...ids(mine, code('new-no-fee', 'northernLights')), applicationOfferId: theirs.id },
      });
      assert.equal(res.errors?.[0]?.message, 'Offer not found.');
      assert.equal((await open(code('new', 'northernLights'))).state, 'NEW', 'the other offer is untouched');
    });

    test('accepting a fee-free offer leads to the enrolment form; a replayed accept gets the same answer', async () => {
      const first = await act('acceptOffer', code('new-no-fee'));
      assert.deepEqual(first, {
        success: true,
        errors: [],
        offer: { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' },
      });
      assert.deepEqual(await act('acceptOffer', code('new-no-fee')), first);
      const offer = await open(code('new-no-fee'));
      assert.deepEqual(await offers().eventCounts(offer.id), { accept: 1 });
      // An accepted offer can no longer be declined or returned to the waitlist.
      const decline = await act('declineApplicationOffer', code('new-no-fee'));
      assert.deepEqual(decline.errors, [{ path: 'applicationOfferId', key: 'not-allowed' }]);
    });

    test('a fee-bearing offer is not accepted without its payment; dispatchEvent starts the payment step', async () => {
      const refused = await act('acceptOffer', code('new'));
      assert.equal(refused.success, false);
      assert.deepEqual(refused.errors, [{ path: 'applicationOfferId', key: 'payment-required' }]);
      assert.equal(refused.offer.state, 'NEW');
      const offer = await open(code('new'));
      const pending = await call(DISPATCH, {
        s: 'ACCEPTED_OFFER_PENDING_PAYMENT',
        c: code('new'),
        b: offer.businessId,
        a: offer.applicationId,
        o: offer.id,
      });
      assert.deepEqual(pending.data.dispatchEvent.offer, {
        state: 'NEW',
        applicationState: 'ACCEPTED_OFFER_PENDING_PAYMENT',
      });
      const notAllowed = await call(DISPATCH, {
        s: 'COMPLETED',
        c: code('new'),
        b: offer.businessId,
        a: offer.applicationId,
        o: offer.id,
      });
      assert.equal(notAllowed.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    });

    test('Return to Waitlist keeps the child waiting; declining afterwards gives the place up', async () => {
      const waiting = await act('requestWaitlist', code('new', 'wattleTree'));
      assert.deepEqual(waiting.offer, { state: 'ACCEPTED_WAITLIST', applicationState: 'ON_WAITLIST' });
      const declined = await act('declineApplicationOffer', code('new', 'wattleTree'));
      assert.deepEqual(declined.offer, { state: 'LOST', applicationState: 'LOST' });
      const again = await act('requestWaitlist', code('new', 'wattleTree'));
      assert.deepEqual(again.errors, [{ path: 'applicationOfferId', key: 'offer-closed' }]);
    });

    test('a waitlist place is accepted onto the waitlist, with no fee', async () => {
      const offer = await open(code('waitlist'));
      assert.equal(offer.paymentInfo.isPaymentRequired, false);
      const accepted = await act('acceptOffer', code('waitlist'));
      assert.deepEqual(accepted.offer, { state: 'ACCEPTED_WAITLIST', applicationState: 'ON_WAITLIST' });
    });

    test('rejected and withdrawn offers refuse every answer', async () => {
      for (const slug of ['rejected', 'withdrawn'] as const) {
        for (const name of ['acceptOffer', 'requestWaitlist', 'declineApplicationOffer']) {
          const res = await act(name, code(slug, 'wattleTree'));
          assert.deepEqual(res.errors, [{ path: 'applicationOfferId', key: 'offer-closed' }], `${slug} ${name}`);
        }
      }
    });

    test('an expired offer is refused, and checking it closes its application', async () => {
      const offer = await open(code('expired'));
      assert.equal(offer.expired, true);
      const refused = await act('acceptOffer', code('expired'));
      assert.deepEqual(refused.errors, [{ path: 'applicationOfferId', key: 'offer-expired' }]);
      const vars = { c: code('expired'), b: offer.businessId, a: offer.applicationId, o: offer.id };
      assert.equal((await call(EXPIRED, vars)).data.checkApplicationOfferExpired, true);
      assert.equal((await open(code('expired'))).applicationState, 'LOST');
      assert.deepEqual(await offers().eventCounts(offer.id), { expire: 1 });
      await call(EXPIRED, vars);
      assert.deepEqual(await offers().eventCounts(offer.id), { expire: 1 }, 'closed once');
    });

    test('twenty concurrent accepts of one offer make exactly one acceptance, and all succeed', async () => {
      const c = code('new-no-fee', 'wattleTree');
      const offer = await open(c);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call(ACT('acceptOffer'), { input: ids(offer, c) })),
      );
      for (const answer of answers) assert.equal(answer.data?.acceptOffer?.success, true, JSON.stringify(answer));
      assert.deepEqual(await offers().eventCounts(offer.id), { accept: 1 });
    });

    test('the program form flow makes its offer with the enquiry; a retried submission gets a new link to it', async () => {
      const preschool = demoUuid('program:northernLights/preschool');
      const input = enquiry(preschool, {
        businessId: DEMO_BUSINESS_IDS.northernLights,
        selectedCenter: { id: DEMO_CENTER_IDS.northernLightsKitsilano },
        phoneNumber: { number: `604555${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`, type: 'Mobile' },
        children: [
          {
            firstName: 'Leo',
            lastName: 'Diaz',
            dateOfBirth: '2023-01-10',
            programSchedules: [weekly(preschool, 'LDC', ['MONDAY', 'TUESDAY'], '2026-12-07')],
          },
        ],
      });
      const first = await submit(t.app, input);
      assert.equal(first.success, true, JSON.stringify(first.errors));
      assert.equal(first.state, 'Offered');
      const offer = await open(first.linkCode!);
      assert.deepEqual([offer.state, offer.applicationState], ['NEW', 'OFFERED']);
      // Seven days from the centre's today (Vancouver: Nov 23 at the test clock).
      assert.equal(offer.expiryDate, '2026-11-30');
      assert.equal(offer.children[0]!.offers[0]!.program.programName, 'Preschool');

      const retry = await submit(t.app, input);
      assert.equal(retry.state, 'Offered');
      assert.ok(retry.linkCode && retry.linkCode !== first.linkCode, 'a new link, as only hashes are kept');
      assert.equal((await open(retry.linkCode)).id, offer.id);

      const maple = await submit(t.app, enquiry(demoUuid('program:mapleGrove/toddler-room')));
      assert.notEqual(maple.state, 'Offered', 'in the other flows the centre makes the offer');
    });

    describe('centre staff', () => {
      test('make an offer that mails the family a link, which opens it; nobody else may', async () => {
        const business = DEMO_BUSINESS_IDS.mapleGrove;
        const applicationId = demoUuid('application:mapleGrove/submitted');
        const input = { applicationId, expiryDate: '2026-11-30' };
        const anonymous = await call(MAKE, { b: business, input });
        assert.equal(anonymous.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
        const parent = await signInByOutbox(t, 'emily.johnson@example.com', business, clock.now());
        assert.equal((await call(MAKE, { b: business, input }, parent)).errors?.[0]?.extensions?.code, 'FORBIDDEN');

        const staff = await signInByOutbox(t, demoStaffEmail('mapleGrove'), business, clock.now());
        const early = await call(MAKE, { b: business, input: { ...input, expiryDate: '2026-11-22' } }, staff);
        assert.equal(early.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
        const sentAt = clock.now();
        const made = await call(MAKE, { b: business, input }, staff);
        assert.equal(made.errors, undefined, JSON.stringify(made.errors));
        assert.equal(made.data.makeOffer.mailed, true);
        const mail = await outboxMailTo(t, 'emily.johnson@example.com', sentAt);
        assert.match(mail.text_body, /Please answer by Nov 30, 2026/);
        const link = /https:\/\/enrol\.example\.org\/offer\/([A-Za-z0-9_-]{22})/.exec(mail.text_body);
        assert.ok(link, mail.text_body);
        const offer = await open(link[1]!);
        assert.equal(offer.id, made.data.makeOffer.applicationOfferId);
        assert.deepEqual([offer.state, offer.applicationState, offer.expiryDate], ['NEW', 'OFFERED', '2026-11-30']);
        const stored = await t.ctx.db.selectFrom('offer_link').select('link_code_hash').execute();
        assert.ok(
          stored.every((row) => row.link_code_hash !== link[1]),
          'only hashes are stored',
        );

        const second = await call(MAKE, { b: business, input }, staff);
        assert.equal(second.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', 'one open offer at a time');

        const rejected = await call(REJECT, { b: business, a: applicationId }, staff);
        assert.deepEqual(rejected.data.rejectApplication, { success: true, applicationState: 'LOST', errors: [] });
        assert.equal((await open(link[1]!)).state, 'REJECTED');
      });

      // The expiry date is the last day, judged at the centre's midnight: on the day a clock change shortens or
      // lengthens, in Chicago (DST starts 2027-03-14) and Melbourne (DST ends 2027-04-04).
      for (const { key, expiry, lastInstant } of [
        { key: 'mapleGrove', expiry: '2027-03-14', lastInstant: '2027-03-15T04:59:59.000Z' },
        { key: 'wattleTree', expiry: '2027-04-04', lastInstant: '2027-04-04T13:59:59.000Z' },
      ] as const) {
        test(`an offer expiring on ${expiry} lasts until midnight at the ${key} centre`, async () => {
          clock.set(`${expiry.slice(0, 8)}01T12:00:00.000Z`);
          try {
            const business = DEMO_BUSINESS_IDS[key];
            const staff = await signInByOutbox(t, demoStaffEmail(key), business, clock.now());
            const applicationId = demoUuid(`application:${key}/waitlisted`);
            const sentAt = clock.now();
            const made = await call(MAKE, { b: business, input: { applicationId, expiryDate: expiry } }, staff);
            assert.equal(made.errors, undefined, JSON.stringify(made.errors));
            const person = await t.ctx.db
              .selectFrom('application')
              .innerJoin('person', 'person.id', 'application.person_id')
              .select('person.email')
              .where('application.id', '=', applicationId)
              .executeTakeFirstOrThrow();
            const mail = await outboxMailTo(t, person.email!, sentAt);
            const linkCode = /\/offer\/([A-Za-z0-9_-]{22})/.exec(mail.text_body)![1]!;
            clock.set(lastInstant);
            assert.equal((await open(linkCode)).expired, false, 'the last second of the day');
            clock.advance(1000);
            const offer = await open(linkCode);
            assert.equal(offer.expired, true, 'the centre’s midnight');
            const refused = await act('acceptOffer', linkCode);
            assert.deepEqual(refused.errors, [{ path: 'applicationOfferId', key: 'offer-expired' }]);
          } finally {
            clock.set(TEST_NOW);
          }
        });
      }
    });
  });
}
