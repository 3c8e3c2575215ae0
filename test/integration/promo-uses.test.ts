// A promo code's use is spent when the family pays with it (or accepts with nothing left to pay), not when the code is
// typed: an offer or a checkout that applied the last use and was never paid leaves it for another family. Two
// families paying at once for the last use: one is charged the discounted fee, the other is charged nothing and told
// the code has just been used up (the page then shows the full fee), never both discounted.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoOfferCode, type DemoOfferSlug } from '../../packages/server/src/demo/demo-applications';
import { graphqlCaller, startApp, targets, type TestApp } from './harness';
import {
  CARDS,
  cardToken,
  checkoutCaller,
  idsOf,
  PLACE,
  PROMO as CHECKOUT_PROMO,
  seedSubmission,
  stored,
  type SeededSubmission,
} from './registration-checkout-fixtures';

const OPEN = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) {
  id businessId applicationId state paymentInfo { total discount { name amount } }
  paymentProviderInfo { fieldsUrl } charges { amount status } } }`;
const APPLY = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $p: String!) {
  applyPromoCode(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, promoCode: $p) {
    success errors { path key } offer { paymentInfo { total } } } }`;
const PAY = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $t: String!) {
  payEnrollmentFeeForOffer(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, paymentToken: $t) }`;
const ACCEPT_OFFER = `mutation($input: OfferActionInput!) { acceptOffer(input: $input) { success errors { key } } }`;

async function addPromo(t: TestApp, businessId: string, code: string, value: number, maxUses = 1): Promise<void> {
  await t.ctx.db
    .insertInto('promo_code')
    .values({
      business_id: businessId,
      code,
      name: code,
      kind: 'FIXED',
      value,
      expiry_date: null,
      max_uses: maxUses,
      uses: 0,
      created_at: new Date(),
    })
    .execute();
}

async function usesOf(t: TestApp, businessId: string, code: string): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('promo_code')
    .select('uses')
    .where('business_id', '=', businessId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.uses;
}

/** An offer's calls as the widget makes them. */
function offerCaller(t: TestApp) {
  const call = graphqlCaller(t.app, { origin: 'http://localhost:3000' });
  const open = async (c: string) => {
    const res = await call(OPEN, { c });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    return res.data.applicationOfferForLinkCode;
  };
  const idsOfOffer = async (c: string) => {
    const o = await open(c);
    return { c, b: o.businessId, a: o.applicationId, o: o.id };
  };
  const apply = async (c: string, p: string) =>
    (await call(APPLY, { ...(await idsOfOffer(c)), p })).data.applyPromoCode;
  /** Tokenizes the card on the sandbox's page, then pays with it. */
  const pay = async (c: string, number: string) => {
    const token = await cardToken((await open(c)).paymentProviderInfo.fieldsUrl, number);
    return call(PAY, { ...(await idsOfOffer(c)), t: token });
  };
  const accept = async (c: string) => {
    const { b, a, o } = await idsOfOffer(c);
    return (
      await call(ACCEPT_OFFER, { input: { linkCode: c, businessId: b, applicationId: a, applicationOfferId: o } })
    ).data.acceptOffer;
  };
  return { call, open, apply, pay, accept };
}

for (const target of targets()) {
  describe(`promo uses on offers, on ${target.name}`, () => {
    let t: TestApp;
    let offers: ReturnType<typeof offerCaller>;
    before(async () => {
      t = await startApp(target.config({ host: '127.0.0.1' }));
      offers = offerCaller(t);
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });
    const code = (business: string, slug: DemoOfferSlug) => demoOfferCode(business, slug);

    test('an unpaid offer holding the last use leaves it to another family; paying counts it', async () => {
      const a = code('mapleGrove', 'new');
      const b = code('mapleGrove', 'expiring-today');
      const business = (await offers.open(a)).businessId;
      await addPromo(t, business, 'LASTUSE', 500);
      const feeA = (await offers.open(a)).paymentInfo.total;
      const feeB = (await offers.open(b)).paymentInfo.total;
      assert.equal((await offers.apply(a, 'LASTUSE')).success, true);
      assert.equal(await usesOf(t, business, 'LASTUSE'), 0, 'applying spends no use');
      const second = await offers.apply(b, 'LASTUSE');
      assert.deepEqual([second.success, second.errors], [true, []], 'the first family has not paid: the use is free');

      const paidB = await offers.pay(b, CARDS.approved);
      assert.equal(paidB.data?.payEnrollmentFeeForOffer, true, JSON.stringify(paidB.errors));
      assert.deepEqual(
        (await offers.open(b)).charges.map((ch: { amount: number; status: string }) => [ch.status, ch.amount]),
        [['succeeded', feeB - 500]],
      );
      assert.equal(await usesOf(t, business, 'LASTUSE'), 1, 'paying counts the use');

      // The first family comes back to pay: the code has just gone; nothing is charged and the full fee is shown.
      const refused = await offers.pay(a, CARDS.approved);
      assert.equal(refused.errors?.[0]?.extensions?.code, 'PROMO_USED_UP', JSON.stringify(refused));
      assert.match(refused.errors?.[0]?.message, /promo code .*used up/i);
      const afterRefusal = await offers.open(a);
      assert.deepEqual(
        [afterRefusal.state, afterRefusal.charges, afterRefusal.paymentInfo.discount, afterRefusal.paymentInfo.total],
        ['NEW', [], null, feeA],
      );
      const paidA = await offers.pay(a, CARDS.approved);
      assert.equal(paidA.data?.payEnrollmentFeeForOffer, true, JSON.stringify(paidA.errors));
      assert.equal((await offers.open(a)).charges[0].amount, feeA, 'the full fee, as the page showed');
      assert.equal(await usesOf(t, business, 'LASTUSE'), 1);
    });

    test('a declined payment gives the use back', async () => {
      const c = code('wattleTree', 'new');
      const business = (await offers.open(c)).businessId;
      await addPromo(t, business, 'DECLINED', 500);
      assert.equal((await offers.apply(c, 'DECLINED')).success, true);
      const declined = await offers.pay(c, CARDS.declined);
      assert.equal(declined.errors?.[0]?.extensions?.code, 'PAYMENT_DECLINED');
      assert.equal(await usesOf(t, business, 'DECLINED'), 0);
      const paid = await offers.pay(c, CARDS.approved);
      assert.equal(paid.data?.payEnrollmentFeeForOffer, true, JSON.stringify(paid.errors));
      assert.equal(await usesOf(t, business, 'DECLINED'), 1);
    });

    test('two families paying at once for the last use: one is discounted, the other is charged nothing', async () => {
      const racers = [code('wattleTree', 'expiring-today'), code('wattleTree', 'new-bank')];
      const business = (await offers.open(racers[0]!)).businessId;
      await addPromo(t, business, 'RACE', 300);
      const fees = await Promise.all(racers.map(async (c) => (await offers.open(c)).paymentInfo.total));
      for (const c of racers) assert.equal((await offers.apply(c, 'RACE')).success, true);
      const tokens = await Promise.all(
        racers.map(async (c) => cardToken((await offers.open(c)).paymentProviderInfo.fieldsUrl, CARDS.approved)),
      );
      const answers = await Promise.all(
        racers.map(async (c, i) => {
          const o = await offers.open(c);
          return offers.call(PAY, { c, b: o.businessId, a: o.applicationId, o: o.id, t: tokens[i] });
        }),
      );
      const paid = answers.filter((a) => a.data?.payEnrollmentFeeForOffer === true);
      const usedUp = answers.filter((a) => a.errors?.[0]?.extensions?.code === 'PROMO_USED_UP');
      assert.deepEqual([paid.length, usedUp.length], [1, 1], JSON.stringify(answers));
      const charges = await Promise.all(racers.map(async (c) => (await offers.open(c)).charges));
      const winner = answers.findIndex((a) => a.data?.payEnrollmentFeeForOffer === true);
      assert.deepEqual(
        charges.map((list: Array<unknown>) => list.length),
        racers.map((_, i) => (i === winner ? 1 : 0)),
        'one charge, and none for the other family',
      );
      // Wattle Tree adds its card surcharge on what is left: the winner paid less than the fee without the code.
      assert.ok(charges[winner][0].amount < fees[winner]!, 'the charge is discounted');
      assert.equal(await usesOf(t, business, 'RACE'), 1);
    });

    test('a code that takes the whole fee is spent by the acceptance', async () => {
      const c = code('mapleGrove', 'new-bank');
      const business = (await offers.open(c)).businessId;
      await addPromo(t, business, 'FREE', 1_000_000);
      assert.equal((await offers.apply(c, 'FREE')).offer.paymentInfo.total, 0);
      assert.equal(await usesOf(t, business, 'FREE'), 0);
      const accepted = await offers.accept(c);
      assert.equal(accepted.success, true, JSON.stringify(accepted.errors));
      assert.equal(await usesOf(t, business, 'FREE'), 1);
    });
  });

  describe(`promo uses at the registration checkout, on ${target.name}`, () => {
    let t: TestApp;
    let c: ReturnType<typeof checkoutCaller>;
    before(async () => {
      t = await startApp(target.config({ host: '127.0.0.1' }));
      c = checkoutCaller(t);
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });
    const apply = async (s: SeededSubmission, p: string) =>
      (await c.call(CHECKOUT_PROMO, { ...idsOf(s), p })).data.applyRegistrationSubmissionPromoCode;

    test('an unpaid checkout holding the last use leaves it to another family; paying counts it', async () => {
      const first = await seedSubmission(t, PLACE);
      const second = await seedSubmission(t, PLACE);
      await addPromo(t, first.businessId, 'CHECKOUT1', 500);
      assert.equal((await apply(first, 'CHECKOUT1')).success, true);
      assert.equal(await usesOf(t, first.businessId, 'CHECKOUT1'), 0, 'applying spends no use');
      const again = await apply(second, 'CHECKOUT1');
      assert.deepEqual([again.success, again.errors], [true, []], 'the first family has not paid: the use is free');

      await c.keepCard(second, CARDS.approved);
      const accepted = (await c.accept(second)).data.acceptRegistrationSubmission;
      assert.equal(accepted.success, true, JSON.stringify(accepted.errors));
      assert.deepEqual(
        (await stored(t, second.registrationSubmissionId)).charges.map((ch) => ch.amount_cents),
        [11500],
      );
      assert.equal(await usesOf(t, first.businessId, 'CHECKOUT1'), 1, 'paying counts the use');

      await c.keepCard(first, CARDS.approved);
      const refused = await c.accept(first);
      assert.equal(refused.errors?.[0]?.extensions?.code, 'PROMO_USED_UP', JSON.stringify(refused));
      const afterRefusal = await stored(t, first.registrationSubmissionId);
      assert.deepEqual([afterRefusal.state, afterRefusal.charges, afterRefusal.promo_code_id], ['APPROVED', [], null]);
      assert.equal((await c.open(first.linkCode)).paymentInfo.total, 12000, 'the page shows the full fee');
      assert.equal((await c.accept(first)).data.acceptRegistrationSubmission.success, true);
      assert.deepEqual(
        (await stored(t, first.registrationSubmissionId)).charges.map((ch) => ch.amount_cents),
        [12000],
      );
      assert.equal(await usesOf(t, first.businessId, 'CHECKOUT1'), 1);
    });

    test('two families paying at once for the last use: one is discounted, the other is charged nothing', async () => {
      const racers = [await seedSubmission(t, PLACE), await seedSubmission(t, PLACE)];
      await addPromo(t, racers[0]!.businessId, 'CHECKOUTRACE', 500);
      for (const s of racers) {
        assert.equal((await apply(s, 'CHECKOUTRACE')).success, true);
        await c.keepCard(s, CARDS.approved);
      }
      const answers = await Promise.all(racers.map((s) => c.accept(s)));
      const codes = answers.map((a) => a.errors?.[0]?.extensions?.code ?? 'accepted');
      assert.deepEqual([...codes].sort(), ['PROMO_USED_UP', 'accepted'], JSON.stringify(answers));
      const charges = await Promise.all(
        racers.map(async (s) => (await stored(t, s.registrationSubmissionId)).charges.map((ch) => ch.amount_cents)),
      );
      assert.deepEqual(
        charges,
        codes.map((code) => (code === 'accepted' ? [11500] : [])),
      );
      assert.equal(await usesOf(t, racers[0]!.businessId, 'CHECKOUTRACE'), 1);
    });

    test('a code that takes the whole fee is spent by the acceptance; a declined card gives a use back', async () => {
      const free = await seedSubmission(t, PLACE);
      await addPromo(t, free.businessId, 'CHECKOUTFREE', 12000);
      assert.equal((await apply(free, 'CHECKOUTFREE')).submission.paymentInfo.total, 0);
      assert.equal((await c.accept(free)).data.acceptRegistrationSubmission.success, true);
      assert.equal(await usesOf(t, free.businessId, 'CHECKOUTFREE'), 1);

      const declined = await seedSubmission(t, PLACE);
      await addPromo(t, declined.businessId, 'CHECKOUTDECLINE', 500);
      assert.equal((await apply(declined, 'CHECKOUTDECLINE')).success, true);
      await c.keepCard(declined, CARDS.declined);
      assert.equal((await c.accept(declined)).errors?.[0]?.extensions?.code, 'PAYMENT_DECLINED');
      assert.equal(await usesOf(t, declined.businessId, 'CHECKOUTDECLINE'), 0);
    });
  });
}
