// A re-enrolment carried through to its offer: the centre's request (SENT, VIEWED as its page loads) is completed
// only when the family takes the place, by accepting or by paying the fee; twenty retries of one submit make one
// application; concurrent families never share the last place; and a payment whose answer is lost after the
// provider charged is charged once, whatever the family retries.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TEST_NOW, TestClock } from '@cc/server';
import { demoCorrespondenceCode } from '../../packages/server/src/demo/demo-correspondences';
import type { PaymentProvider } from '../../packages/server/src/payments/provider';
import { signInByOutbox } from './support/sign-in';
import { startApp, targets, type TestApp } from './harness';
import {
  ACCEPT,
  CENTERS,
  CORRESPONDENCE,
  FAMILIES,
  OFFER_ENQUIRY,
  OPEN_OFFER,
  PAY,
  VIEWED,
  caller,
  programIds,
  reEnrolment,
  tokenize,
  type DemoFamily,
  applicationsWithKey,
} from './offer-enquiry-fixtures';

/** The provider as the server sees it, failing once, on demand, just after a charge was made. */
function faultyPayments(state: { failNextAfterCharge: boolean; references: Set<string> }) {
  return (inner: PaymentProvider): PaymentProvider =>
    new Proxy(inner, {
      get(target, property, receiver) {
        if (property !== 'charge') return Reflect.get(target, property, receiver);
        return async (request: Parameters<PaymentProvider['charge']>[0]) => {
          const charged = await target.charge(request);
          if ('reference' in charged) state.references.add(charged.reference);
          if (state.failNextAfterCharge) {
            state.failNextAfterCharge = false;
            throw new Error('connection reset after the provider charged');
          }
          return charged;
        };
      },
    });
}

for (const target of targets()) {
  describe(`a re-enrolment through its offer on ${target.name}`, () => {
    let t: TestApp;
    let call: ReturnType<typeof caller>;
    const clock = new TestClock(TEST_NOW);
    const provider = { failNextAfterCharge: false, references: new Set<string>() };
    const tokens: Record<string, string> = {};
    before(async () => {
      t = await startApp(target.config({ host: '127.0.0.1' }), { clock, wrapPayments: faultyPayments(provider) });
      call = caller(t);
      for (const fam of Object.values(FAMILIES)) {
        tokens[fam.email] = await signInByOutbox(t, fam.email, fam.businessId, clock.now());
      }
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const ok = (res: { errors?: unknown; data?: unknown }) => {
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers
    };
    const stageOf = async (fam: DemoFamily, stage: 'SENT' | 'VIEWED' | 'PARENT_DECLINED' = 'SENT') =>
      ok(await call(CORRESPONDENCE, { c: demoCorrespondenceCode(fam.key, stage) })).reEnrolAccountCorrespondenceByCode;

    /** The family opens the centre's request (SENT becomes VIEWED) and re-enrols through it. */
    async function reEnrolByRequest(fam: DemoFamily, centerId: string, programs: [string, string]) {
      const request = await stageOf(fam);
      assert.equal(request.stage, 'SENT');
      const viewed = await call(VIEWED, {
        b: fam.businessId,
        input: {
          linkCode: demoCorrespondenceCode(fam.key, 'SENT'),
          contactId: request.contactId,
          batchId: request.batchId,
          accountId: request.accountId,
          lastModifiedBy: fam.parent.firstName,
          stage: 'VIEWED',
        },
      });
      assert.equal(ok(viewed).updateCorrespondence.stage, 'VIEWED');
      const input = reEnrolment(fam, centerId, programs, { reenrollmentBatchId: request.batchId });
      const result = ok(await call(OFFER_ENQUIRY, { input }, tokens[fam.email])).offerEnquiry;
      assert.deepEqual([result.success, result.state], [true, 'Offered'], JSON.stringify(result.errors));
      assert.equal((await stageOf(fam)).stage, 'VIEWED', 'not completed before the place is taken');
      const offer = ok(await call(OPEN_OFFER, { c: result.linkCode })).applicationOfferForLinkCode;
      return { input, result, offer, batchId: request.batchId as string };
    }

    const action = (linkCode: string, offer: { id: string; businessId: string; applicationId: string }) => ({
      input: {
        linkCode,
        businessId: offer.businessId,
        applicationId: offer.applicationId,
        applicationOfferId: offer.id,
      },
    });

    test('accepting the offer (no fee) completes the request; a completed request cannot be answered again', async () => {
      const fam = FAMILIES.northernLights;
      const kits = await programIds(t.app, fam.businessId, CENTERS.northernLightsKitsilano);
      const { result, offer, input } = await reEnrolByRequest(fam, CENTERS.northernLightsKitsilano, [
        kits('Preschool'),
        kits('Preschool'),
      ]);
      assert.equal(offer.paymentInfo.isPaymentRequired, false);
      const accepted = ok(await call(ACCEPT, action(result.linkCode, offer))).acceptOffer;
      assert.deepEqual(accepted.offer, { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' });
      assert.equal((await stageOf(fam)).stage, 'PARENT_COMPLETED');
      assert.equal((await stageOf(fam, 'VIEWED')).stage, 'PARENT_COMPLETED', "the account's other open request too");
      assert.equal((await stageOf(fam, 'PARENT_DECLINED')).stage, 'PARENT_DECLINED', 'an answered one stays');
      const again = ok(
        await call(OFFER_ENQUIRY, { input: { ...input, idempotencyKey: 'another-key-123' } }, tokens[fam.email]),
      ).offerEnquiry;
      assert.deepEqual(again.errors, [{ path: 'reenrollmentBatchId', key: 'invalid' }]);
    });

    test('a fee due: accepting is refused and the request stays open; the paid fee accepts and completes it', async () => {
      const fam = FAMILIES.mapleGrove;
      const lincoln = await programIds(t.app, fam.businessId, CENTERS.mapleGroveLincolnPark);
      const { result, offer } = await reEnrolByRequest(fam, CENTERS.mapleGroveLincolnPark, [
        lincoln('Toddler Room'),
        lincoln('Infant Care'),
      ]);
      assert.equal(offer.paymentInfo.isPaymentRequired, true);
      const refused = ok(await call(ACCEPT, action(result.linkCode, offer))).acceptOffer;
      assert.deepEqual(refused.errors, [{ path: 'applicationOfferId', key: 'payment-required' }]);
      assert.equal((await stageOf(fam)).stage, 'VIEWED');
      const token = await tokenize(offer.paymentProviderInfo.fieldsUrl);
      const paid = await call(PAY, {
        c: result.linkCode,
        b: offer.businessId,
        a: offer.applicationId,
        o: offer.id,
        t: token,
      });
      assert.equal(ok(paid).payEnrollmentFeeForOffer, true);
      const after = ok(await call(OPEN_OFFER, { c: result.linkCode })).applicationOfferForLinkCode;
      assert.deepEqual([after.state, after.applicationState], ['ACCEPTED', 'APPLICANT_ACCEPTED_OFFER']);
      assert.equal((await stageOf(fam)).stage, 'PARENT_COMPLETED');
    });

    test('the provider charged but its answer was lost: the retry charges nothing more and completes everything', async () => {
      const fam = FAMILIES.wattleTree;
      const fitz = await programIds(t.app, fam.businessId, CENTERS.wattleTreeFitzroy);
      const { result, offer, input } = await reEnrolByRequest(fam, CENTERS.wattleTreeFitzroy, [
        fitz('Kindergarten'),
        fitz('Toddlers'),
      ]);
      const token = await tokenize(offer.paymentProviderInfo.fieldsUrl);
      const pay = () =>
        call(PAY, { c: result.linkCode, b: offer.businessId, a: offer.applicationId, o: offer.id, t: token });
      provider.references.clear();
      provider.failNextAfterCharge = true;
      const lost = await pay();
      assert.equal(lost.errors?.[0]?.message, 'Unexpected error.');
      const between = ok(await call(OPEN_OFFER, { c: result.linkCode })).applicationOfferForLinkCode;
      assert.deepEqual([between.state, between.applicationState], ['NEW', 'OFFERED'], 'the transaction rolled back');
      assert.equal((await stageOf(fam)).stage, 'VIEWED');

      // The family retries the submit (its answer is the same application) and then the payment.
      const retried = ok(await call(OFFER_ENQUIRY, { input }, tokens[fam.email])).offerEnquiry;
      assert.equal(retried.id, result.id);
      assert.equal(ok(await pay()).payEnrollmentFeeForOffer, true);
      assert.equal(provider.references.size, 1, 'one charge at the provider');
      const charges = await t.ctx.db
        .selectFrom('offer_charge')
        .select(['status', 'reference'])
        .where('application_offer_id', '=', offer.id)
        .execute();
      assert.deepEqual(charges, [{ status: 'succeeded', reference: [...provider.references][0] }]);
      const applications = await applicationsWithKey(t, input.idempotencyKey as string);
      assert.equal(applications.length, 1);
      // Wattle Tree uses no enrolment form: the accepted offer is completed at once.
      const done = ok(await call(OPEN_OFFER, { c: retried.linkCode })).applicationOfferForLinkCode;
      assert.deepEqual([done.id, done.state, done.applicationState], [offer.id, 'COMPLETED', 'COMPLETED']);
      assert.equal((await stageOf(fam)).stage, 'PARENT_COMPLETED');
    });

    test('twenty concurrent submits with one key make one application; every answer opens its offer', async () => {
      const fam = FAMILIES.mapleGrove;
      const cherry = await programIds(t.app, fam.businessId, CENTERS.mapleGroveCherryCreek);
      const input = reEnrolment(fam, CENTERS.mapleGroveCherryCreek, [cherry('Toddler Room'), cherry('Toddler Room')]);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call(OFFER_ENQUIRY, { input }, tokens[fam.email])),
      );
      const results = answers.map((a) => ok(a).offerEnquiry);
      assert.equal(new Set(results.map((r) => r.id)).size, 1);
      assert.ok(results.every((r) => r.success && r.state === 'Offered'));
      const rows = await applicationsWithKey(t, input.idempotencyKey as string);
      assert.equal(rows.length, 1);
      const offerIds = new Set<string>();
      for (const r of results)
        offerIds.add(ok(await call(OPEN_OFFER, { c: r.linkCode })).applicationOfferForLinkCode.id);
      assert.equal(offerIds.size, 1);
      const places = await t.ctx.db
        .selectFrom('program_center')
        .select('available_places')
        .where('center_id', '=', CENTERS.mapleGroveCherryCreek)
        .where('program_id', '=', cherry('Toddler Room'))
        .executeTakeFirstOrThrow();
      assert.equal(places.available_places, 5 - 2, 'one offer took its two places');
    });

    test('the last place is offered once, however many families ask at the same moment; declining gives it back', async () => {
      const fam = FAMILIES.northernLights;
      const annex = await programIds(t.app, fam.businessId, CENTERS.northernLightsTheAnnex);
      const infant = annex('Infant Program');
      const where = (db: TestApp['ctx']['db']) =>
        db
          .updateTable('program_center')
          .where('center_id', '=', CENTERS.northernLightsTheAnnex)
          .where('program_id', '=', infant);
      await where(t.ctx.db).set({ available_places: 1 }).execute();
      const inputs = Array.from({ length: 6 }, () =>
        reEnrolment(fam, CENTERS.northernLightsTheAnnex, [annex('Preschool'), infant]),
      );
      const results = (await Promise.all(inputs.map((input) => call(OFFER_ENQUIRY, { input }, tokens[fam.email])))).map(
        (a) => ok(a).offerEnquiry,
      );
      const states = results.map((r) => r.state).sort();
      assert.deepEqual(states, ['Offered', 'OnWaitlist', 'OnWaitlist', 'OnWaitlist', 'OnWaitlist', 'OnWaitlist']);
      const placesLeft = async () =>
        (
          await t.ctx.db
            .selectFrom('program_center')
            .select('available_places')
            .where('center_id', '=', CENTERS.northernLightsTheAnnex)
            .where('program_id', '=', infant)
            .executeTakeFirstOrThrow()
        ).available_places;
      assert.equal(await placesLeft(), 0);
      const offered = results.find((r) => r.state === 'Offered')!;
      const offer = ok(await call(OPEN_OFFER, { c: offered.linkCode })).applicationOfferForLinkCode;
      const DECLINE = `mutation($input: OfferActionInput!) { declineApplicationOffer(input: $input) { offer { state } } }`;
      assert.equal(
        ok(await call(DECLINE, action(offered.linkCode, offer))).declineApplicationOffer.offer.state,
        'LOST',
      );
      assert.equal(await placesLeft(), 1, 'the declined place is free again');
      assert.equal(
        ok(await call(DECLINE, action(offered.linkCode, offer))).declineApplicationOffer.offer.state,
        'LOST',
      );
      assert.equal(await placesLeft(), 1, 'given back once');
    });
  });
}
