// Paying the registration checkout's fee through the built-in sandbox provider, as the widget does (the card goes to
// the sandbox's own page, the API sees the token): a declined card changes nothing, concurrent accepts and charges
// charge once, a card the bank wants confirmed, the business's card surcharge, promo codes, and the confirmation mail.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startApp, targets, type TestApp } from './harness';
import {
  CARDS,
  checkoutCaller,
  idsOf,
  MIXED,
  PLACE,
  PROMO,
  SET,
  seedSubmission,
  stored,
} from './registration-checkout-fixtures';

for (const target of targets()) {
  describe(`paying the registration checkout on ${target.name}`, () => {
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

    test('a kept card is shown; an unknown token cannot be saved', async () => {
      const s = await seedSubmission(t, PLACE);
      const unknown = await c.call(SET, { ...idsOf(s), t: 'sbx_tok_nope' });
      assert.equal(unknown.errors?.[0]?.message, 'Error Saving Payment Information');
      const kept = await c.keepCard(s, CARDS.approved);
      assert.deepEqual([kept.methodType, kept.brand, kept.lastFour], ['CREDIT_CARD', 'VISA', '4242']);
      assert.deepEqual((await c.open(s.linkCode)).paymentMethod, kept);
    });

    test('a declined card changes nothing; another card pays the places only, and the family is mailed', async () => {
      const s = await seedSubmission(t, MIXED);
      await c.keepCard(s, CARDS.declined);
      const declined = await c.accept(s);
      assert.equal(declined.errors?.[0]?.extensions?.code, 'PAYMENT_DECLINED');
      assert.equal(declined.errors?.[0]?.message, 'Your card was declined. Please use another card.');
      const after = await stored(t, s.registrationSubmissionId);
      assert.deepEqual([after.state, after.rowStates], ['APPROVED', ['APPROVED', 'APPROVED', 'OFFERED_WAITLIST']]);
      assert.deepEqual(
        after.charges.map((c) => [c.status, c.last_four, c.failure_code]),
        [['failed', '0002', 'card_declined']],
      );

      await c.keepCard(s, CARDS.approved);
      const accepted = (await c.accept(s)).data.acceptRegistrationSubmission;
      assert.equal(accepted.success, true, JSON.stringify(accepted.errors));
      assert.equal(accepted.submission.state, 'WAITLISTED', 'a waitlist row keeps the submission waiting');
      assert.deepEqual(accepted.submission.paymentInfo.isPaid, true);
      assert.equal(accepted.submission.paymentProviderInfo, null);
      const done = await stored(t, s.registrationSubmissionId);
      assert.deepEqual(done.rowStates, ['ACCEPTED', 'ACCEPTED', 'WAITLISTED']);
      assert.ok(done.terms_accepted_at);
      const paid = done.charges.filter((c) => c.status === 'succeeded');
      assert.deepEqual(
        paid.map((c) => [c.amount_cents, c.currency, c.last_four]),
        [[9000, 'USD', '4242']],
      );
      assert.match(paid[0]!.reference ?? '', /^sbx_ch_/);
      const [mail, ...more] = await c.mailsTo(s.email);
      assert.equal(more.length, 0);
      assert.equal(mail!.kind, 'registration-accepted');
      assert.match(mail!.subject, /your registration for Summer Camp \w+ is confirmed/);
      assert.match(
        mail!.text_body,
        /Ada Family\w+\n {2}- A Afternoons \(Jun 07, 2027 to Aug 13, 2027\): Will be put on Waitlist/,
      );
      assert.match(mail!.text_body, /B Mornings .*: Space is Available/);
      assert.match(mail!.text_body, /Amount paid: \$90\.00/);
    });

    test('two accepts at once: one charge, one acceptance, both answered with success', async () => {
      const s = await seedSubmission(t, PLACE);
      await c.keepCard(s, CARDS.approved);
      const answers = await Promise.all([c.accept(s), c.accept(s)]);
      for (const a of answers) {
        assert.equal(a.data?.acceptRegistrationSubmission.success, true, JSON.stringify(a.errors ?? a.data));
        assert.equal(a.data.acceptRegistrationSubmission.submission.state, 'COMPLETED');
      }
      const done = await stored(t, s.registrationSubmissionId);
      assert.deepEqual([done.state, done.rowStates], ['COMPLETED', ['ACCEPTED']]);
      assert.deepEqual(
        done.charges.map((c) => [c.status, c.amount_cents]),
        [['succeeded', 12000]],
      );
      assert.equal((await c.mailsTo(s.email)).length, 1, 'one confirmation');
      const again = (await c.accept(s)).data.acceptRegistrationSubmission;
      assert.equal(again.success, true, 'a later accept answers the submission as it stands');
      assert.equal((await stored(t, s.registrationSubmissionId)).charges.length, 1);
      const late = await c.call(SET, { ...idsOf(s), t: 'sbx_tok_any' });
      assert.equal(late.errors?.[0]?.extensions?.code, 'ALREADY_PAID');
    });

    test('five charges at once: exactly one succeeds at the provider; accepting then charges nothing more', async () => {
      const s = await seedSubmission(t, PLACE);
      await c.keepCard(s, CARDS.approved);
      const answers = await Promise.all(Array.from({ length: 5 }, () => c.charge(s)));
      for (const a of answers) assert.equal(a.data?.chargeRegistrationSubmissionFee, true, JSON.stringify(a.errors));
      const charges = (await stored(t, s.registrationSubmissionId)).charges;
      assert.deepEqual(
        charges.map((c) => c.status),
        ['succeeded'],
      );
      const page = await c.open(s.linkCode);
      assert.deepEqual([page.paymentInfo.isPaid, page.paymentInfo.isPaymentRequired], [true, false]);
      const accepted = (await c.accept(s)).data.acceptRegistrationSubmission;
      assert.deepEqual([accepted.success, accepted.submission.state], [true, 'COMPLETED']);
      assert.equal((await stored(t, s.registrationSubmissionId)).charges.length, 1);
    });

    test("a card the bank wants confirmed is answered with the bank's page, and pays once confirmed", async () => {
      const s = await seedSubmission(t, PLACE);
      await c.keepCard(s, CARDS.confirm);
      const res = await c.charge(s);
      assert.equal(res.errors?.[0]?.extensions?.code, 'PAYMENT_ACTION_REQUIRED');
      assert.match(String(res.errors?.[0]?.extensions?.actionUrl), /\/challenge\?reference=sbx_ch_/);
      const now = await stored(t, s.registrationSubmissionId);
      assert.deepEqual([now.state, now.charges.map((c) => c.status)], ['APPROVED', ['requires_action']]);
      // The family confirms on the bank's page; accepting then finds that charge succeeded and makes no other.
      const actionUrl = new URL(String(res.errors[0].extensions.actionUrl));
      const confirmed = await fetch(new URL('/challenge', actionUrl.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference: res.errors[0].extensions.paymentReference, approve: true }),
      });
      assert.deepEqual(await confirmed.json(), { outcome: 'succeeded' });
      const accepted = (await c.accept(s)).data.acceptRegistrationSubmission;
      assert.deepEqual([accepted.success, accepted.submission.state], [true, 'COMPLETED']);
      const done = await stored(t, s.registrationSubmissionId);
      assert.deepEqual(
        done.charges.map((c) => [c.status, c.amount_cents]),
        [['succeeded', 12000]],
      );
    });

    test('Wattle Tree adds its card surcharge and charges it in Australian dollars', async () => {
      const s = await seedSubmission(t, { ...PLACE, business: 'wattleTree' });
      assert.equal((await c.open(s.linkCode)).paymentInfo.surchargeAmount, 0, 'no surcharge before a card');
      await c.keepCard(s, CARDS.approved);
      const page = await c.open(s.linkCode);
      assert.deepEqual(
        [page.region, page.paymentInfo.currency, page.paymentInfo.surchargeAmount, page.paymentInfo.total],
        ['AU', 'AUD', 180, 12180],
      );
      assert.equal((await c.accept(s)).data.acceptRegistrationSubmission.success, true);
      const done = await stored(t, s.registrationSubmissionId);
      assert.deepEqual(
        done.charges.map((c) => [c.status, c.amount_cents, c.currency]),
        [['succeeded', 12180, 'AUD']],
      );
      assert.match((await c.mailsTo(s.email))[0]!.text_body, /Amount paid: \$121\.80/);
    });

    test('promo codes: a percentage off, replaced by another, the refusals, and none once paid', async () => {
      const s = await seedSubmission(t, PLACE);
      const promo = async (p: string, sub = s) =>
        (await c.call(PROMO, { ...idsOf(sub), p })).data.applyRegistrationSubmissionPromoCode;
      const tenOff = await promo(' welcome10 ');
      assert.equal(tenOff.success, true, JSON.stringify(tenOff.errors));
      assert.deepEqual(tenOff.submission.paymentInfo, {
        registrationFeeAmount: 12000,
        discount: { name: 'Welcome 10% off', amount: 1200 },
        discountAmount: 1200,
        total: 10800,
      });
      assert.equal((await promo('WELCOME10')).success, true, 'the same code again');
      for (const [code, key] of [
        ['NOPE', 'promo-invalid'],
        ['', 'promo-invalid'],
        ['X'.repeat(41), 'promo-invalid'],
        ['SPRING', 'promo-expired'],
        ['LASTONE', 'promo-used-up'],
      ] as const) {
        const res = await promo(code);
        assert.deepEqual([res.success, res.errors], [false, [{ path: 'promoCode', key }]], code);
        assert.equal(res.submission.paymentInfo.total, 10800, 'the applied code stays');
      }
      const save25 = await promo('SAVE25');
      assert.equal(save25.submission.paymentInfo.total, 9500);
      const uses = await t.ctx.db
        .selectFrom('promo_code')
        .select(['code', 'uses'])
        .where('code', 'in', ['WELCOME10', 'SAVE25'])
        .where('business_id', '=', s.businessId)
        .execute();
      // Applying spends no use: paying does (promo-uses.test.ts).
      assert.deepEqual(Object.fromEntries(uses.map((u) => [u.code, u.uses])), { WELCOME10: 0, SAVE25: 0 });

      await c.keepCard(s, CARDS.approved);
      assert.equal((await c.accept(s)).data.acceptRegistrationSubmission.success, true);
      const charged = (await stored(t, s.registrationSubmissionId)).charges;
      assert.deepEqual(
        charged.map((c) => c.amount_cents),
        [9500],
      );
      const save25Uses = await t.ctx.db
        .selectFrom('promo_code')
        .select('uses')
        .where('code', '=', 'SAVE25')
        .where('business_id', '=', s.businessId)
        .executeTakeFirstOrThrow();
      assert.equal(save25Uses.uses, 1, 'paying spent the use');
      assert.deepEqual((await promo('WELCOME10')).errors, [{ path: 'promoCode', key: 'promo-invalid' }], 'paid');

      const flagOff = await seedSubmission(t, { ...PLACE, business: 'northernLights' });
      assert.equal((await c.open(flagOff.linkCode)).acceptsPromoCodes, false);
      assert.deepEqual((await promo('WELCOME10', flagOff)).errors, [{ path: 'promoCode', key: 'promo-invalid' }]);
    });
  });
}
