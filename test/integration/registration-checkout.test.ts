// The registration checkout (document 2, "Registration checkout") as the widget opens it: the submission by its link
// code with its children, programs, badges and fee; what accepting asks for (the terms, a card when a fee is due, an
// open submission); a waitlist-only acceptance; and the refusals: unknown links, another family's ids, a page the
// business does not allow, the maintenance window. Paying is in registration-checkout-payments.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { graphqlCaller, startApp, targets, type TestApp } from './harness';
import {
  ACCEPT,
  CARDS,
  CHARGE,
  cardToken,
  checkoutCaller,
  idsOf,
  MIXED,
  OPEN,
  PLACE,
  PROMO,
  SET,
  seedSubmission,
  stored,
  WAITLIST_ONLY,
} from './registration-checkout-fixtures';
import { createRegistration, newFamilyInput, submitRegistration } from './registration-fixtures';

for (const target of targets()) {
  describe(`the registration checkout on ${target.name}`, () => {
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

    test('the checkout shows each child with its programs in order, the badges, and the fee of the places', async () => {
      const s = await seedSubmission(t, MIXED);
      const offer = await c.open(s.linkCode);
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

      const pending = await c.open(
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
      const offer = await c.open(s.linkCode);
      assert.equal(offer.state, 'REJECTED');
      assert.deepEqual(offer.children, []);
      assert.equal(offer.paymentInfo.isPaymentRequired, false);
      assert.equal(offer.paymentProviderInfo, null);
    });

    test("unknown links and another family's ids are not found, and change nothing", async () => {
      const mine = await seedSubmission(t, PLACE);
      const theirs = await seedSubmission(t, PLACE);
      for (const code of ['x', 'A'.repeat(22), `${mine.linkCode}!`]) {
        const res = await c.call(OPEN, { c: code });
        assert.equal(res.errors?.[0]?.extensions?.code, 'NOT_FOUND', code);
        assert.equal(res.errors?.[0]?.message, 'Registration submission not found.');
      }
      const elsewhere = await graphqlCaller(t.app, { origin: 'https://pages.example.net' })(OPEN, { c: mine.linkCode });
      assert.equal(
        elsewhere.errors?.[0]?.message,
        'Registration submission not found.',
        'a page the business does not allow',
      );
      const token = await cardToken((await c.open(theirs.linkCode)).paymentProviderInfo.fieldsUrl, CARDS.approved);
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
          const res = await c.call(query, { ...ids, ...extra });
          assert.equal(res.errors?.[0]?.extensions?.code, 'NOT_FOUND', query);
        }
      }
      for (const s of [mine, theirs]) {
        const now = await stored(t, s.registrationSubmissionId);
        assert.deepEqual([now.state, now.charges, now.promo_code_id], ['APPROVED', [], null]);
        assert.equal((await c.open(s.linkCode)).paymentMethod, null);
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
        assert.equal((await c.call(OPEN, { c: s.linkCode })).errors?.[0]?.extensions?.code, 'MAINTENANCE');
        assert.equal((await c.accept(s)).errors?.[0]?.extensions?.code, 'MAINTENANCE');
      } finally {
        await setFlags(before.feature_flags as Record<string, unknown>);
      }
      assert.equal((await c.open(s.linkCode)).state, 'APPROVED');
    });

    test('accepting asks for the terms, a card when a fee is due, and an open submission', async () => {
      const s = await seedSubmission(t, PLACE);
      const noTerms = (await c.accept(s, false)).data.acceptRegistrationSubmission;
      assert.deepEqual([noTerms.success, noTerms.errors], [false, [{ path: 'termsAccepted', key: 'terms-required' }]]);
      const noCard = (await c.accept(s)).data.acceptRegistrationSubmission;
      assert.deepEqual(noCard.errors, [{ path: 'paymentToken', key: 'payment-method-required' }]);
      assert.equal(noCard.submission.state, 'APPROVED');
      const noCharge = await c.charge(s);
      assert.equal(noCharge.errors?.[0]?.message, 'A payment method is required.');
      const waiting = await seedSubmission(t, {
        ...PLACE,
        state: 'SUBMITTED',
        rows: [{ ...PLACE.rows[0]!, state: 'SUBMITTED' }],
      });
      const closed = (await c.accept(waiting)).data.acceptRegistrationSubmission;
      assert.deepEqual(closed.errors, [{ path: 'registrationSubmissionId', key: 'submission-closed' }]);
      assert.equal((await stored(t, s.registrationSubmissionId)).terms_accepted_at, null);
    });

    test('a waitlist-only submission accepts with nothing to pay and waits', async () => {
      const s = await seedSubmission(t, WAITLIST_ONLY);
      const page = await c.open(s.linkCode);
      assert.deepEqual([page.paymentInfo.total, page.paymentInfo.isPaymentRequired], [0, false]);
      assert.equal(page.paymentProviderInfo, null);
      assert.equal((await c.charge(s)).data.chargeRegistrationSubmissionFee, true, 'nothing due');
      const accepted = (await c.accept(s)).data.acceptRegistrationSubmission;
      assert.deepEqual([accepted.success, accepted.submission.state], [true, 'WAITLISTED']);
      const done = await stored(t, s.registrationSubmissionId);
      assert.deepEqual([done.rowStates, done.charges], [['WAITLISTED'], []]);
      const [mail] = await c.mailsTo(s.email);
      assert.match(mail!.text_body, /Full Days .*: Will be put on Waitlist/);
      assert.doesNotMatch(mail!.text_body, /Amount paid/);
    });

    test('a submission made through the registration form opens at its checkout, and accepting pays its place', async () => {
      const reg = await createRegistration(t, {
        programs: [
          { name: 'Early Starters', places: 1, feeCents: 6000, earlyBirdFeeCents: 4500, earlyBirdUntil: '2099-01-01' },
          { name: 'Full Up', places: 0, feeCents: 8000 },
        ],
      });
      const input = newFamilyInput([{ registrationProgramIds: reg.programIds }]);
      const submitted = await submitRegistration(t, reg, input);
      assert.equal(submitted.success, true, JSON.stringify(submitted.errors));
      const offer = await c.open(submitted.linkCode!);
      assert.deepEqual([offer.id, offer.state], [submitted.id, 'OFFERED_WAITLIST']);
      assert.deepEqual(
        offer.children[0].schedules.map((r: Record<string, unknown>) => [
          (r.program as { name: string }).name,
          r.state,
          r.isWaitlisted,
          r.isEarlyBird,
          r.feeAmount,
        ]),
        [
          ['Early Starters', 'APPROVED', false, true, 4500],
          ['Full Up', 'OFFERED_WAITLIST', true, false, 8000],
        ],
      );
      assert.deepEqual([offer.paymentInfo.total, offer.paymentInfo.isPaymentRequired], [4500, true]);
      const s = {
        linkCode: submitted.linkCode,
        businessId: reg.businessId,
        registrationId: reg.registrationId,
        registrationSubmissionId: submitted.id,
      };
      const token = await cardToken(offer.paymentProviderInfo.fieldsUrl, CARDS.approved);
      assert.equal((await c.call(SET, { ...s, t: token })).errors, undefined);
      const accepted = (await c.call(ACCEPT, { ...s, terms: true })).data.acceptRegistrationSubmission;
      assert.deepEqual([accepted.success, accepted.submission.state], [true, 'WAITLISTED']);
      const done = await stored(t, offer.id);
      assert.deepEqual(done.rowStates, ['ACCEPTED', 'WAITLISTED']);
      assert.deepEqual(
        done.charges.map((ch) => [ch.status, ch.amount_cents]),
        [['succeeded', 4500]],
      );
      const mails = await c.mailsTo(String(input.email));
      assert.ok(mails.some((m) => m.kind === 'registration-accepted'));
    });
  });
}
