// A centre's fee policy (center.application_fees_allowed): where fees to apply, register or wait are forbidden
// (Northern Lights The Annex, Toronto, Ontario), the programs, the estimate, the offer and the registration checkout
// report no such fee, the charge mutations refuse, nothing is charged, and the family accepts without paying; at a
// centre that allows them (Northern Lights Kitsilano, Vancouver) every one of them is reported and charged as before.
// The fee for the care itself (a program's weekly or daily rate) is reported at both.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS, TEST_NOW } from '@cc/server';
import { demoOfferCode } from '../../packages/server/src/demo/demo-applications';
import { demoFeePolicyOfferCode } from '../../packages/server/src/demo/demo-fee-policy';
import { demoUuid } from '../../packages/server/src/demo/demo-uuid';
import { createOffer } from '../../packages/server/src/modules/offer/create-offer';
import { createRepositories } from '../../packages/server/src/modules/repositories';
import { chicagoDate } from './application-fixtures';
import { graphqlCaller, startApp, targets, type TestApp } from './harness';
import {
  cardToken,
  CARDS,
  checkoutCaller,
  idsOf,
  PLACE,
  PROMO as REG_PROMO,
  seedSubmission,
} from './registration-checkout-fixtures';
import { createRegistration, newFamilyInput, submitRegistration } from './registration-fixtures';

const NL = DEMO_BUSINESS_IDS.northernLights;
const VANCOUVER = DEMO_CENTER_IDS.northernLightsKitsilano;
const TORONTO = DEMO_CENTER_IDS.northernLightsTheAnnex;
const INFANT = demoUuid('program:northernLights/infant');

const PROGRAMS = `query($b: ID!, $c: ID!, $d: String!) { programsForCenter(businessId: $b, centerId: $c, searchDate: $d) {
  programsForCenter { id programName centers { applicationFeeAmount applicationFeeType feeAmount feeType } } } }`;
const PROGRAM = `query($input: ProgramInput!) { program(input: $input) { centers { applicationFeeAmount applicationFeeType } } }`;
const ESTIMATE = `query($b: ID!, $c: ID!, $o: [DryRunOfferInput!]!) {
  paymentForReEnrolment(businessId: $b, centerId: $c, dryRunOffers: $o) { isPaymentRequired applicationFeeAmount total }
  weeklyCostEstimateForReEnrolment(businessId: $b, centerId: $c, familyReceivesSubsidy: false, dryRunOffers: $o) {
    estimatedTotalAmount } }`;
const OPEN = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) {
  id businessId applicationId state applicationState
  children { offers { feeAmount applicationFeeAmount feeStructureType } }
  paymentInfo { isPaymentRequired applicationFeeAmount paymentAmount total }
  paymentProviderInfo { fieldsUrl } } }`;
const PAY = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $t: String!) {
  payEnrollmentFeeForOffer(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, paymentToken: $t) }`;
const ACCEPT = `mutation($input: OfferActionInput!) { acceptOffer(input: $input) { success errors { path key } offer { state } } }`;
const REG_PROGRAMS = `query($c: String!, $b: ID!, $r: ID!, $k: [RegistrationChildDobInput!]!) {
  programsForRegistration(linkCode: $c, businessId: $b, registrationId: $r, childWithDobs: $k) {
    programs { name feeAmount isEarlyBird isTieredFee } } }`;

const PROMO = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $p: String!) {
  applyPromoCode(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, promoCode: $p) {
    success errors { path key } } }`;

const NOT_ALLOWED = 'APPLICATION_FEES_NOT_ALLOWED';

for (const target of targets()) {
  describe(`the fee policy by centre on ${target.name}`, () => {
    let t: TestApp;
    let call: ReturnType<typeof graphqlCaller>;
    before(async () => {
      t = await startApp(target.config({ host: '127.0.0.1' }));
      call = graphqlCaller(t.app, { origin: 'http://localhost:3000' });
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const ok = async (query: string, variables: Record<string, unknown>) => {
      const res = await call(query, variables);
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data;
    };
    const infantAt = async (centerId: string) => {
      const list = (await ok(PROGRAMS, { b: NL, c: centerId, d: chicagoDate(0) })).programsForCenter.programsForCenter;
      return list.find((p: { id: string }) => p.id === INFANT).centers[0];
    };
    const chargesOf = (offerId: string) =>
      t.ctx.db.selectFrom('offer_charge').select('status').where('application_offer_id', '=', offerId).execute();

    test('the programs: the application fee is reported at Vancouver and absent at Toronto; the care rate at both', async () => {
      assert.deepEqual(await infantAt(VANCOUVER), {
        applicationFeeAmount: 10000,
        applicationFeeType: 'PERCHILD',
        feeAmount: 35000,
        feeType: 'Weekly',
      });
      assert.deepEqual(await infantAt(TORONTO), {
        applicationFeeAmount: 0,
        applicationFeeType: null,
        feeAmount: 35000,
        feeType: 'Weekly',
      });
      const one = async (centerId: string) =>
        (await ok(PROGRAM, { input: { businessId: NL, centerId, programId: INFANT } })).program.centers[0];
      assert.deepEqual(await one(VANCOUVER), { applicationFeeAmount: 10000, applicationFeeType: 'PERCHILD' });
      assert.deepEqual(await one(TORONTO), { applicationFeeAmount: 0, applicationFeeType: null });
    });

    test('the estimate: fees due now only at Vancouver; the weekly cost of care at both', async () => {
      const estimate = (centerId: string) =>
        ok(ESTIMATE, {
          b: NL,
          c: centerId,
          o: [
            {
              childIdentifier: 'Elodie$Tremblay',
              childName: 'Elodie Tremblay',
              expectedOfferedProgramId: INFANT,
              cycleType: 'Weekly',
              days: ['MONDAY', 'TUESDAY', 'WEDNESDAY'].map((dayOfWeek) => ({ dayOfWeek, week: 'WEEK1' })),
            },
          ],
        });
      const vancouver = await estimate(VANCOUVER);
      assert.deepEqual(vancouver.paymentForReEnrolment, {
        isPaymentRequired: true,
        applicationFeeAmount: 10000,
        total: 10000,
      });
      const toronto = await estimate(TORONTO);
      assert.deepEqual(toronto.paymentForReEnrolment, { isPaymentRequired: false, applicationFeeAmount: 0, total: 0 });
      assert.equal(toronto.weeklyCostEstimateForReEnrolment.estimatedTotalAmount, 35000);
      assert.equal(vancouver.weeklyCostEstimateForReEnrolment.estimatedTotalAmount, 35000);
    });

    test('an offer made at Toronto is priced without the application fee; at Vancouver with it', async () => {
      const offerAt = (centerId: string, timezone: string) =>
        t.ctx.db.transaction().execute((tx) =>
          createOffer(createRepositories(tx), {
            business: { id: NL },
            center: { id: centerId, timezone, uses_enrolment_form: true },
            // The demo family's submitted enquiry: the Infant Program.
            applicationId: demoUuid('application:northernLights/submitted'),
            waitlist: false,
            expiryDate: '2099-01-01',
            createdBy: null,
            now: new Date(TEST_NOW),
          }),
        );
      const feesOf = async (offerId: string | undefined) =>
        t.ctx.db
          .selectFrom('offer_schedule')
          .select(['application_fee_cents', 'fee_structure_type', 'fee_amount_cents'])
          .where('application_offer_id', '=', offerId!)
          .execute();
      assert.deepEqual(await feesOf(await offerAt(VANCOUVER, 'America/Vancouver')), [
        { application_fee_cents: 10000, fee_structure_type: 'PERCHILD', fee_amount_cents: 35000 },
      ]);
      assert.deepEqual(await feesOf(await offerAt(TORONTO, 'America/Toronto')), [
        { application_fee_cents: 0, fee_structure_type: null, fee_amount_cents: 35000 },
      ]);
    });

    test('the Toronto offer that carries a fee in its data reports none; the Vancouver offer reports its fee', async () => {
      const toronto = await ok(OPEN, { c: demoFeePolicyOfferCode('northernLights', 'fees-off') });
      const stored = await t.ctx.db
        .selectFrom('offer_schedule')
        .select('application_fee_cents')
        .where('application_offer_id', '=', toronto.applicationOfferForLinkCode.id)
        .executeTakeFirstOrThrow();
      assert.ok(stored.application_fee_cents > 0, 'the offer carries a fee in its data');
      const offer = toronto.applicationOfferForLinkCode;
      assert.deepEqual(offer.paymentInfo, {
        isPaymentRequired: false,
        applicationFeeAmount: 0,
        paymentAmount: 0,
        total: 0,
      });
      assert.equal(offer.paymentProviderInfo, null, 'no payment step');
      assert.deepEqual(offer.children[0].offers[0], {
        feeAmount: 6200,
        applicationFeeAmount: 0,
        feeStructureType: null,
      });

      const vancouver = (await ok(OPEN, { c: demoOfferCode('northernLights', 'new') })).applicationOfferForLinkCode;
      assert.deepEqual(vancouver.paymentInfo, {
        isPaymentRequired: true,
        applicationFeeAmount: 10000,
        paymentAmount: 10000,
        total: 10000,
      });
      assert.ok(vancouver.paymentProviderInfo?.fieldsUrl, 'the payment step is offered');
      assert.deepEqual(vancouver.children[0].offers[0].applicationFeeAmount, 10000);
    });

    test('paying the Toronto offer is refused and charges nothing; accepting it needs no payment', async () => {
      const c = demoFeePolicyOfferCode('northernLights', 'fees-off');
      const offer = (await ok(OPEN, { c })).applicationOfferForLinkCode;
      // A real card token (as a tampered page might send): still nothing is charged.
      const vancouver = (await ok(OPEN, { c: demoOfferCode('northernLights', 'new-bank') }))
        .applicationOfferForLinkCode;
      const token = await cardToken(vancouver.paymentProviderInfo.fieldsUrl, CARDS.approved);
      const ids = { c, b: offer.businessId, a: offer.applicationId, o: offer.id };
      const refused = await call(PAY, { ...ids, t: token });
      assert.equal(refused.errors?.[0]?.extensions?.code, NOT_ALLOWED);
      assert.match(refused.errors?.[0]?.message, /does not charge application or registration fees/);
      assert.deepEqual(await chargesOf(offer.id), []);
      assert.equal((await ok(OPEN, { c })).applicationOfferForLinkCode.state, 'NEW');

      const input = {
        linkCode: c,
        businessId: offer.businessId,
        applicationId: offer.applicationId,
        applicationOfferId: offer.id,
      };
      const accepted = (await ok(ACCEPT, { input })).acceptOffer;
      assert.deepEqual(accepted, { success: true, errors: [], offer: { state: 'ACCEPTED' } });
      assert.deepEqual(await chargesOf(offer.id), []);
      const again = await call(PAY, { ...ids, t: token });
      assert.equal(again.errors?.[0]?.extensions?.code, NOT_ALLOWED);
      assert.deepEqual(await chargesOf(offer.id), []);
    });

    test('the Vancouver offer is still not accepted without its payment', async () => {
      const c = demoOfferCode('northernLights', 'new');
      const offer = (await ok(OPEN, { c })).applicationOfferForLinkCode;
      const input = {
        linkCode: c,
        businessId: offer.businessId,
        applicationId: offer.applicationId,
        applicationOfferId: offer.id,
      };
      const refused = (await ok(ACCEPT, { input })).acceptOffer;
      assert.deepEqual(refused.errors, [{ path: 'applicationOfferId', key: 'payment-required' }]);
    });

    const promoCodesOn = async () => {
      await t.ctx.db
        .updateTable('business')
        .set({ feature_flags: JSON.stringify({ tieredRegistrationFee: true, leadPromoCodes: true }) })
        .where('id', '=', NL)
        .execute();
      await t.ctx.caches.businessChanged(NL);
    };
    const promoUses = async (code: string) =>
      (
        await t.ctx.db
          .selectFrom('promo_code')
          .select('uses')
          .where('business_id', '=', NL)
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).uses;

    test('a promo code has nothing to discount at Toronto and spends no use; at Vancouver it applies', async () => {
      await promoCodesOn();
      const apply = async (c: string) => {
        const offer = (await ok(OPEN, { c })).applicationOfferForLinkCode;
        return (await ok(PROMO, { c, b: offer.businessId, a: offer.applicationId, o: offer.id, p: 'SAVE25' }))
          .applyPromoCode;
      };
      const toronto = await apply(demoFeePolicyOfferCode('northernLights', 'fees-off-2'));
      assert.deepEqual(toronto.errors, [{ path: 'promoCode', key: 'promo-invalid' }]);
      assert.equal(await promoUses('SAVE25'), 0);
      const vancouver = await apply(demoOfferCode('northernLights', 'new-bank'));
      assert.equal(vancouver.success, true, JSON.stringify(vancouver.errors));
      // Applying spends no use at either: paying does (promo-uses.test.ts).
      assert.equal(await promoUses('SAVE25'), 0);
    });

    describe('registration', () => {
      const fees = {
        feeCents: 5000,
        earlyBirdFeeCents: 4000,
        earlyBirdUntil: chicagoDate(30),
        tieredFeeCents: [5000, 3500],
      };
      const programsAt = async (centerId: string) => {
        const reg = await createRegistration(t, {
          businessId: NL,
          centerId,
          programs: [{ name: 'Day Camp', ...fees }],
        });
        const data = await ok(REG_PROGRAMS, {
          c: reg.linkCode,
          b: reg.businessId,
          r: reg.registrationId,
          k: [{ childId: 'c1', firstName: 'Lucia', lastName: 'Alvarez', dateOfBirth: '2021-05-10' }],
        });
        return { reg, programs: data.programsForRegistration[0].programs };
      };

      test("the programs: Vancouver's early-bird fee, Toronto's none (no badge, no tiers)", async () => {
        assert.deepEqual((await programsAt(VANCOUVER)).programs, [
          { name: 'Day Camp', feeAmount: 4000, isEarlyBird: true, isTieredFee: true },
        ]);
        assert.deepEqual((await programsAt(TORONTO)).programs, [
          { name: 'Day Camp', feeAmount: 0, isEarlyBird: false, isTieredFee: false },
        ]);
      });

      test('a family registering at Toronto owes nothing; at Vancouver it owes the fee', async () => {
        const checkout = checkoutCaller(t);
        const submitAt = async (centerId: string) => {
          const { reg } = await programsAt(centerId);
          const input = newFamilyInput([{ registrationProgramIds: [reg.programIds[0]!] }], {
            phoneNumber: `604555${String(1000 + Math.floor(Math.random() * 8999))}`,
          });
          const result = await submitRegistration(t, reg, input);
          assert.equal(result.success, true, JSON.stringify(result));
          return (await checkout.open(result.linkCode!)) as {
            paymentInfo: { isPaymentRequired: boolean; registrationFeeAmount: number; total: number };
            children: Array<{ schedules: Array<{ feeAmount: number }> }>;
          };
        };
        const vancouver = await submitAt(VANCOUVER);
        assert.deepEqual(
          [
            vancouver.paymentInfo.isPaymentRequired,
            vancouver.paymentInfo.total,
            vancouver.children[0]!.schedules[0]!.feeAmount,
          ],
          [true, 4000, 4000],
        );
        const toronto = await submitAt(TORONTO);
        assert.deepEqual(
          [
            toronto.paymentInfo.isPaymentRequired,
            toronto.paymentInfo.total,
            toronto.children[0]!.schedules[0]!.feeAmount,
          ],
          [false, 0, 0],
        );
      });

      test('a checkout at Toronto whose rows carry a fee reports none, refuses the charge and accepts without one', async () => {
        const checkout = checkoutCaller(t);
        const atVancouver = await seedSubmission(t, { ...PLACE, business: 'northernLights' });
        const before = await checkout.open(atVancouver.linkCode);
        assert.deepEqual(
          [before.paymentInfo.isPaymentRequired, before.paymentInfo.registrationFeeAmount],
          [true, 12000],
        );

        const s = await seedSubmission(t, { ...PLACE, business: 'northernLights' });
        // The same submission, its registration at Toronto.
        await t.ctx.db
          .updateTable('registration')
          .set({ center_id: TORONTO })
          .where('id', '=', s.registrationId)
          .execute();
        const open = await checkout.open(s.linkCode);
        assert.deepEqual(open.paymentInfo, {
          isPaymentRequired: false,
          registrationFeeAmount: 0,
          discount: null,
          discountAmount: 0,
          surchargeAmount: 0,
          total: 0,
          currency: 'CAD',
          isPaid: false,
        });
        assert.equal(open.paymentProviderInfo, null);
        assert.equal(open.children[0].schedules[0].feeAmount, 0);
        const refused = await checkout.charge(s);
        assert.equal(refused.errors?.[0]?.extensions?.code, NOT_ALLOWED);
        await promoCodesOn();
        const promo = (await checkout.call(REG_PROMO, { ...idsOf(s), p: 'WELCOME10' })).data
          .applyRegistrationSubmissionPromoCode;
        assert.deepEqual(promo.errors, [{ path: 'promoCode', key: 'promo-invalid' }]);
        assert.equal(await promoUses('WELCOME10'), 0, 'no use is spent on nothing');
        const accepted = (await checkout.accept(s)).data.acceptRegistrationSubmission;
        assert.equal(accepted.success, true, JSON.stringify(accepted.errors));
        assert.equal(accepted.submission.state, 'COMPLETED');
        const charges = await t.ctx.db
          .selectFrom('registration_charge')
          .select('status')
          .where('submission_id', '=', s.registrationSubmissionId)
          .execute();
        assert.deepEqual(charges, []);
      });
    });
  });
}
