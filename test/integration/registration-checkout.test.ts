// The registration checkout (document 2, "Registration checkout") as the widget drives it: the submission opened by
// its link code with its children, programs, badges and fee; the card kept (a token from the sandbox's card page);
// the fee charged once however many calls race; the acceptance that moves the rows and mails the family; promo codes;
// and the refusals: another family's ids, unknown links, the maintenance window, the terms, a declined card.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { graphqlCaller, startApp, targets, type TestApp } from './harness';
import {
  CARDS,
  cardToken,
  idsOf,
  seedSubmission,
  stored,
  type SeededSubmission,
  type SubmissionFixture,
} from './registration-checkout-fixtures';

const OFFER_FIELDS = `id businessId registrationId name description askFamilyAboutSubsidy state region centerId centerName
  children { id firstName lastName dateOfBirth schedules { id state isWaitlisted isEarlyBird feeAmount
    program { id name description startDate endDate } } }
  paymentInfo { isPaymentRequired registrationFeeAmount discount { name amount } discountAmount surchargeAmount total currency isPaid }
  paymentProviderInfo { paymentProcessorType isSandbox fieldsUrl acceptedPaymentTypes }
  paymentMethod { paymentToken methodType brand lastFour }
  acceptsPromoCodes`;
const OPEN = `query($c: String!) { registrationSubmissionOfferForLinkCode(linkCode: $c) { ${OFFER_FIELDS} } }`;
const IDS = `$linkCode: String!, $businessId: ID!, $registrationId: ID!, $registrationSubmissionId: ID!`;
const PASS = `linkCode: $linkCode, businessId: $businessId, registrationId: $registrationId, registrationSubmissionId: $registrationSubmissionId`;
const SET = `mutation(${IDS}, $t: String!) { setRegistrationSubmissionPaymentToken(${PASS}, paymentToken: $t) {
  paymentToken methodType brand lastFour } }`;
const CHARGE = `mutation(${IDS}) { chargeRegistrationSubmissionFee(${PASS}) }`;
const ACCEPT = `mutation(${IDS}, $terms: Boolean!) { acceptRegistrationSubmission(${PASS}, termsAccepted: $terms) {
  success errors { path key } submission { ${OFFER_FIELDS} } } }`;
const PROMO = `mutation(${IDS}, $p: String!) { applyRegistrationSubmissionPromoCode(${PASS}, promoCode: $p) {
  success errors { path key } submission { state paymentInfo { registrationFeeAmount discount { name amount } discountAmount total } } } }`;

/** Two children: the first with a place (early bird) and a waitlist row, the second with a place. */
const MIXED: SubmissionFixture = {
  state: 'APPROVED',
  // Sort order, not name, orders a child's programs.
  programs: [
    { name: 'B Mornings', sortOrder: 2 },
    { name: 'A Afternoons', sortOrder: 1 },
  ],
  children: [{ firstName: 'Ada' }, { firstName: 'Ben' }],
  rows: [
    { child: 1, program: 0, state: 'APPROVED', feeCents: 4000 },
    { child: 0, program: 0, state: 'APPROVED', feeCents: 5000, earlyBird: true },
    { child: 0, program: 1, state: 'OFFERED_WAITLIST', feeCents: 7000 },
  ],
};
/** One child with one place. */
const PLACE: SubmissionFixture = {
  state: 'APPROVED',
  programs: [{ name: 'Full Days', sortOrder: 1 }],
  children: [{ firstName: 'Cleo' }],
  rows: [{ child: 0, program: 0, state: 'APPROVED', feeCents: 12000 }],
};
const WAITLIST_ONLY: SubmissionFixture = {
  state: 'OFFERED_WAITLIST',
  programs: [{ name: 'Full Days', sortOrder: 1 }],
  children: [{ firstName: 'Dev' }],
  rows: [{ child: 0, program: 0, state: 'OFFERED_WAITLIST', feeCents: 12000 }],
};

for (const target of targets()) {
  describe(`the registration checkout on ${target.name}`, () => {
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

    async function open(linkCode: string) {
      const res = await call(OPEN, { c: linkCode });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data.registrationSubmissionOfferForLinkCode;
    }
    const accept = (s: SeededSubmission, terms = true) => call(ACCEPT, { ...idsOf(s), terms });
    const charge = (s: SeededSubmission) => call(CHARGE, idsOf(s));
    async function keepCard(s: SeededSubmission, number: string) {
      const { paymentProviderInfo } = await open(s.linkCode);
      const token = await cardToken(paymentProviderInfo.fieldsUrl, number);
      const res = await call(SET, { ...idsOf(s), t: token });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data.setRegistrationSubmissionPaymentToken;
    }
    const mailsTo = (email: string) =>
      t.ctx.db
        .selectFrom('mail_outbox')
        .select(['kind', 'subject', 'text_body'])
        .where('to_address', '=', email)
        .execute();

    test('the checkout shows each child with its programs in order, the badges, and the fee of the places', async () => {
      const s = await seedSubmission(t, MIXED);
      const offer = await open(s.linkCode);
      assert.equal(offer.id, s.registrationSubmissionId);
      assert.deepEqual([offer.state, offer.region, offer.acceptsPromoCodes], ['APPROVED', 'US', true]);
      assert.match(offer.name, /^Summer Camp /);
      assert.deepEqual(
        offer.children.map((c: { firstName: string; schedules: Array<Record<string, unknown>> }) => [
          c.firstName,
          c.schedules.map((r) => [
            (r.program as { name: string }).name,
            r.state,
            r.isWaitlisted,
            r.isEarlyBird,
            r.feeAmount,
          ]),
        ]),
        [
          [
            'Ada',
            [
              ['A Afternoons', 'OFFERED_WAITLIST', true, false, 7000],
              ['B Mornings', 'APPROVED', false, true, 5000],
            ],
          ],
          ['Ben', [['B Mornings', 'APPROVED', false, false, 4000]]],
        ],
      );
      assert.deepEqual(offer.children[0].schedules[1].program, {
        id: s.programIds[0],
        name: 'B Mornings',
        description: 'B Mornings description',
        startDate: '2027-06-07',
        endDate: '2027-08-13',
      });
      assert.deepEqual(offer.paymentInfo, {
        isPaymentRequired: true,
        registrationFeeAmount: 9000,
        discount: null,
        discountAmount: 0,
        surchargeAmount: 0,
        total: 9000,
        currency: 'USD',
        isPaid: false,
      });
      assert.equal(offer.paymentProviderInfo.paymentProcessorType, 'SANDBOX');
      assert.deepEqual(offer.paymentProviderInfo.acceptedPaymentTypes, ['credit-card']);
      assert.equal(offer.paymentMethod, null);

      const pending = await open(
        (await seedSubmission(t, { ...PLACE, state: 'SUBMITTED', rows: [{ ...PLACE.rows[0]!, state: 'SUBMITTED' }] }))
          .linkCode,
      );
      assert.deepEqual(
        [pending.paymentInfo.isPaymentRequired, pending.paymentInfo.total, pending.paymentProviderInfo],
        [false, 0, null],
        'a row waiting for approval is not paid for yet',
      );
    });

    test('a rejected submission shows its state only', async () => {
      const s = await seedSubmission(t, {
        ...PLACE,
        state: 'REJECTED',
        rows: [{ ...PLACE.rows[0]!, state: 'REJECTED' }],
      });
      const offer = await open(s.linkCode);
      assert.equal(offer.state, 'REJECTED');
      assert.deepEqual(offer.children, []);
      assert.equal(offer.paymentInfo.isPaymentRequired, false);
      assert.equal(offer.paymentProviderInfo, null);
    });

    test("unknown links and another family's ids are not found, and change nothing", async () => {
      const mine = await seedSubmission(t, PLACE);
      const theirs = await seedSubmission(t, PLACE);
      for (const code of ['x', 'A'.repeat(22), `${mine.linkCode}!`]) {
        const res = await call(OPEN, { c: code });
        assert.equal(res.errors?.[0]?.extensions?.code, 'NOT_FOUND', code);
        assert.equal(res.errors?.[0]?.message, 'Registration submission not found.');
      }
      const elsewhere = await graphqlCaller(t.app, { origin: 'https://pages.example.net' })(OPEN, { c: mine.linkCode });
      assert.equal(
        elsewhere.errors?.[0]?.message,
        'Registration submission not found.',
        'a page the business does not allow',
      );
      const token = await cardToken((await open(theirs.linkCode)).paymentProviderInfo.fieldsUrl, CARDS.approved);
      // My link code with the other family's ids (each id in turn, then all three).
      const crossed = [
        { ...idsOf(mine), registrationSubmissionId: theirs.registrationSubmissionId },
        { ...idsOf(mine), registrationId: theirs.registrationId },
        { ...idsOf(theirs), linkCode: mine.linkCode },
      ];
      for (const ids of crossed) {
        for (const [query, extra] of [
          [SET, { t: token }],
          [CHARGE, {}],
          [ACCEPT, { terms: true }],
          [PROMO, { p: 'WELCOME10' }],
        ] as const) {
          const res = await call(query, { ...ids, ...extra });
          assert.equal(res.errors?.[0]?.extensions?.code, 'NOT_FOUND', query);
        }
      }
      for (const s of [mine, theirs]) {
        const now = await stored(t, s.registrationSubmissionId);
        assert.deepEqual([now.state, now.charges, now.promo_code_id], ['APPROVED', [], null]);
        assert.equal((await open(s.linkCode)).paymentMethod, null);
      }
    });

    test('the maintenance window closes the checkout', async () => {
      const s = await seedSubmission(t, PLACE);
      const setFlags = async (flags: Record<string, unknown>) => {
        await t.ctx.db
          .updateTable('business')
          .set({ feature_flags: JSON.stringify(flags) })
          .where('id', '=', s.businessId)
          .execute();
        await t.ctx.caches.businessChanged(s.businessId);
      };
      const before = await t.ctx.db
        .selectFrom('business')
        .select('feature_flags')
        .where('id', '=', s.businessId)
        .executeTakeFirstOrThrow();
      await setFlags({ ...(before.feature_flags as object), registrationMaintenanceWindow: true });
      try {
        assert.equal((await call(OPEN, { c: s.linkCode })).errors?.[0]?.extensions?.code, 'MAINTENANCE');
        assert.equal((await accept(s)).errors?.[0]?.extensions?.code, 'MAINTENANCE');
      } finally {
        await setFlags(before.feature_flags as Record<string, unknown>);
      }
      assert.equal((await open(s.linkCode)).state, 'APPROVED');
    });

    test('a kept card is shown; an unknown token cannot be saved', async () => {
      const s = await seedSubmission(t, PLACE);
      const unknown = await call(SET, { ...idsOf(s), t: 'sbx_tok_nope' });
      assert.equal(unknown.errors?.[0]?.message, 'Error Saving Payment Information');
      const kept = await keepCard(s, CARDS.approved);
      assert.deepEqual([kept.methodType, kept.brand, kept.lastFour], ['CREDIT_CARD', 'VISA', '4242']);
      assert.deepEqual((await open(s.linkCode)).paymentMethod, kept);
    });

    test('accepting asks for the terms, a card when a fee is due, and an open submission', async () => {
      const s = await seedSubmission(t, PLACE);
      const noTerms = (await accept(s, false)).data.acceptRegistrationSubmission;
      assert.deepEqual([noTerms.success, noTerms.errors], [false, [{ path: 'termsAccepted', key: 'terms-required' }]]);
      const noCard = (await accept(s)).data.acceptRegistrationSubmission;
      assert.deepEqual(noCard.errors, [{ path: 'paymentToken', key: 'payment-method-required' }]);
      assert.equal(noCard.submission.state, 'APPROVED');
      const noCharge = await charge(s);
      assert.equal(noCharge.errors?.[0]?.message, 'A payment method is required.');
      const waiting = await seedSubmission(t, {
        ...PLACE,
        state: 'SUBMITTED',
        rows: [{ ...PLACE.rows[0]!, state: 'SUBMITTED' }],
      });
      const closed = (await accept(waiting)).data.acceptRegistrationSubmission;
      assert.deepEqual(closed.errors, [{ path: 'registrationSubmissionId', key: 'submission-closed' }]);
      assert.equal((await stored(t, s.registrationSubmissionId)).terms_accepted_at, null);
    });

    test('a declined card changes nothing; another card pays the places only, and the family is mailed', async () => {
      const s = await seedSubmission(t, MIXED);
      await keepCard(s, CARDS.declined);
      const declined = await accept(s);
      assert.equal(declined.errors?.[0]?.extensions?.code, 'PAYMENT_DECLINED');
      assert.equal(declined.errors?.[0]?.message, 'Your card was declined. Please use another card.');
      const after = await stored(t, s.registrationSubmissionId);
      assert.deepEqual([after.state, after.rowStates], ['APPROVED', ['APPROVED', 'APPROVED', 'OFFERED_WAITLIST']]);
      assert.deepEqual(
        after.charges.map((c) => [c.status, c.last_four, c.failure_code]),
        [['failed', '0002', 'card_declined']],
      );

      await keepCard(s, CARDS.approved);
      const accepted = (await accept(s)).data.acceptRegistrationSubmission;
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
      const [mail, ...more] = await mailsTo(s.email);
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
      await keepCard(s, CARDS.approved);
      const answers = await Promise.all([accept(s), accept(s)]);
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
      assert.equal((await mailsTo(s.email)).length, 1, 'one confirmation');
      const again = (await accept(s)).data.acceptRegistrationSubmission;
      assert.equal(again.success, true, 'a later accept answers the submission as it stands');
      assert.equal((await stored(t, s.registrationSubmissionId)).charges.length, 1);
      const late = await call(SET, { ...idsOf(s), t: 'sbx_tok_any' });
      assert.equal(late.errors?.[0]?.extensions?.code, 'ALREADY_PAID');
    });

    test('five charges at once: exactly one succeeds at the provider; accepting then charges nothing more', async () => {
      const s = await seedSubmission(t, PLACE);
      await keepCard(s, CARDS.approved);
      const answers = await Promise.all(Array.from({ length: 5 }, () => charge(s)));
      for (const a of answers) assert.equal(a.data?.chargeRegistrationSubmissionFee, true, JSON.stringify(a.errors));
      const charges = (await stored(t, s.registrationSubmissionId)).charges;
      assert.deepEqual(
        charges.map((c) => c.status),
        ['succeeded'],
      );
      const page = await open(s.linkCode);
      assert.deepEqual([page.paymentInfo.isPaid, page.paymentInfo.isPaymentRequired], [true, false]);
      const accepted = (await accept(s)).data.acceptRegistrationSubmission;
      assert.deepEqual([accepted.success, accepted.submission.state], [true, 'COMPLETED']);
      assert.equal((await stored(t, s.registrationSubmissionId)).charges.length, 1);
    });

    test('a waitlist-only submission accepts with nothing to pay and waits', async () => {
      const s = await seedSubmission(t, WAITLIST_ONLY);
      const page = await open(s.linkCode);
      assert.deepEqual([page.paymentInfo.total, page.paymentInfo.isPaymentRequired], [0, false]);
      assert.equal(page.paymentProviderInfo, null);
      assert.equal((await charge(s)).data.chargeRegistrationSubmissionFee, true, 'nothing due');
      const accepted = (await accept(s)).data.acceptRegistrationSubmission;
      assert.deepEqual([accepted.success, accepted.submission.state], [true, 'WAITLISTED']);
      const done = await stored(t, s.registrationSubmissionId);
      assert.deepEqual([done.rowStates, done.charges], [['WAITLISTED'], []]);
      const [mail] = await mailsTo(s.email);
      assert.match(mail!.text_body, /Full Days .*: Will be put on Waitlist/);
      assert.doesNotMatch(mail!.text_body, /Amount paid/);
    });

    test("a card the bank wants confirmed is answered with the bank's page, and pays once confirmed", async () => {
      const s = await seedSubmission(t, PLACE);
      await keepCard(s, CARDS.confirm);
      const res = await charge(s);
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
      const accepted = (await accept(s)).data.acceptRegistrationSubmission;
      assert.deepEqual([accepted.success, accepted.submission.state], [true, 'COMPLETED']);
      const done = await stored(t, s.registrationSubmissionId);
      assert.deepEqual(
        done.charges.map((c) => [c.status, c.amount_cents]),
        [['succeeded', 12000]],
      );
    });

    test('Wattle Tree adds its card surcharge and charges it in Australian dollars', async () => {
      const s = await seedSubmission(t, { ...PLACE, business: 'wattleTree' });
      assert.equal((await open(s.linkCode)).paymentInfo.surchargeAmount, 0, 'no surcharge before a card');
      await keepCard(s, CARDS.approved);
      const page = await open(s.linkCode);
      assert.deepEqual(
        [page.region, page.paymentInfo.currency, page.paymentInfo.surchargeAmount, page.paymentInfo.total],
        ['AU', 'AUD', 180, 12180],
      );
      assert.equal((await accept(s)).data.acceptRegistrationSubmission.success, true);
      const done = await stored(t, s.registrationSubmissionId);
      assert.deepEqual(
        done.charges.map((c) => [c.status, c.amount_cents, c.currency]),
        [['succeeded', 12180, 'AUD']],
      );
      assert.match((await mailsTo(s.email))[0]!.text_body, /Amount paid: \$121\.80/);
    });

    test('promo codes: a percentage off, replaced by another, the refusals, and none once paid', async () => {
      const s = await seedSubmission(t, PLACE);
      const promo = async (p: string, sub = s) =>
        (await call(PROMO, { ...idsOf(sub), p })).data.applyRegistrationSubmissionPromoCode;
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
      assert.deepEqual(Object.fromEntries(uses.map((u) => [u.code, u.uses])), { WELCOME10: 0, SAVE25: 1 });

      await keepCard(s, CARDS.approved);
      assert.equal((await accept(s)).data.acceptRegistrationSubmission.success, true);
      const charged = (await stored(t, s.registrationSubmissionId)).charges;
      assert.deepEqual(
        charged.map((c) => c.amount_cents),
        [9500],
      );
      assert.deepEqual((await promo('WELCOME10')).errors, [{ path: 'promoCode', key: 'promo-invalid' }], 'paid');

      const flagOff = await seedSubmission(t, { ...PLACE, business: 'northernLights' });
      assert.equal((await open(flagOff.linkCode)).acceptsPromoCodes, false);
      assert.deepEqual((await promo('WELCOME10', flagOff)).errors, [{ path: 'promoCode', key: 'promo-invalid' }]);
    });
  });
}
