import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '@cc/server';
import { LINCOLN, MAPLE, programsAt, type ProgramInfo } from './application-fixtures';
import { gql, startApp, targets, type TestApp } from './harness';

const COST = `query($b: ID!, $c: ID!, $o: [DryRunOfferInput!]!) {
  weeklyCostEstimateForReEnrolment(businessId: $b, centerId: $c, familyReceivesSubsidy: false, dryRunOffers: $o) {
    isCostEstimable estimatedTotalAmount totalPeriod currency
    estimatedCostItems { childIdentifier childName programName numberOfDays daysPerWeek amountPerSession subTotal cycleType }
  } }`;
const PAYMENT = `query($b: ID!, $c: ID!, $o: [DryRunOfferInput!]!) {
  paymentForReEnrolment(businessId: $b, centerId: $c, dryRunOffers: $o) {
    applicationOfferId isPaymentRequired paymentAmount surchargeAmount applicationFeeAmount discountAmount total currency
  } }`;

const week1 = (...days: string[]) => days.map((dayOfWeek) => ({ dayOfWeek, week: 'WEEK1' }));
const week2 = (...days: string[]) => days.map((dayOfWeek) => ({ dayOfWeek, week: 'WEEK2' }));

for (const target of targets()) {
  describe(`cost and payment estimates on ${target.name}`, () => {
    let t: TestApp;
    let programs: Map<string, ProgramInfo>;
    before(async () => {
      t = await startApp(target.config());
      programs = await programsAt(t.app, MAPLE, LINCOLN);
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const offer = (child: string, program: string, cycleType: string | null, days: unknown[]) => ({
      childIdentifier: child,
      childName: child.replace('$', ' '),
      expectedOfferedProgramId: programs.get(program)!.id,
      feeId: programs.get(program)!.feeId,
      cycleType,
      days,
    });

    async function query<T>(q: string, offers: unknown[], b: string = MAPLE, c: string = LINCOLN) {
      const res = await gql<Record<string, T>>(t.app, q, { b, c, o: offers });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return Object.values(res.data!)[0]!;
    }
    const cost = (offers: unknown[], b?: string, c?: string) => query<Record<string, unknown>>(COST, offers, b, c);
    const payment = (offers: unknown[]) => query<Record<string, unknown>>(PAYMENT, offers);

    test('weekly schedules: daily fees times days, weekly fees as they are, summed for the week', async () => {
      const estimate = await cost([
        offer('Ava$Diaz', 'Toddler Room', 'Weekly', week1('MONDAY', 'WEDNESDAY', 'FRIDAY')),
        offer('Ben$Diaz', 'Infant Care', null, week1('MONDAY', 'TUESDAY', 'WEDNESDAY')),
      ]);
      assert.deepEqual(estimate, {
        isCostEstimable: true,
        // 3 x $89.50 + $425.00
        estimatedTotalAmount: 26850 + 42500,
        totalPeriod: 'weekly',
        currency: 'USD',
        estimatedCostItems: [
          {
            childIdentifier: 'Ava$Diaz',
            childName: 'Ava Diaz',
            programName: 'Toddler Room',
            numberOfDays: 3,
            daysPerWeek: [3],
            amountPerSession: 8950,
            subTotal: 26850,
            cycleType: 'Weekly',
          },
          {
            childIdentifier: 'Ben$Diaz',
            childName: 'Ben Diaz',
            programName: 'Infant Care',
            numberOfDays: 3,
            daysPerWeek: [3],
            // $425.00 over 3 days, to the cent
            amountPerSession: 14167,
            subTotal: 42500,
            cycleType: 'Weekly',
          },
        ],
      });
    });

    test('one biweekly schedule makes the total biweekly: every row is priced for both weeks, and rows add up', async () => {
      const estimate = await cost([
        offer('Ava$Diaz', 'Toddler Room', 'Biweekly', [...week1('MONDAY', 'TUESDAY'), ...week2('MONDAY', 'TUESDAY')]),
        offer('Ben$Diaz', 'Infant Care', 'Weekly', week1('MONDAY', 'TUESDAY', 'WEDNESDAY')),
      ]);
      assert.equal(estimate.totalPeriod, 'biweekly');
      // (2 x $89.50) x 2 weeks + $425.00 x 2 weeks
      assert.equal(estimate.estimatedTotalAmount, 35800 + 85000);
      const items = estimate.estimatedCostItems as Array<Record<string, unknown>>;
      assert.deepEqual(
        items.map((i) => [i.numberOfDays, i.daysPerWeek, i.amountPerSession, i.subTotal, i.cycleType]),
        [
          [4, [2, 2], 8950, 35800, 'Biweekly'],
          [6, [3, 3], 14167, 85000, 'Weekly'],
        ],
      );
      assert.equal(
        items.reduce((sum, i) => sum + (i.subTotal as number), 0),
        estimate.estimatedTotalAmount,
      );
    });

    test('a biweekly schedule with different weeks counts each day in the week it falls in', async () => {
      const estimate = await cost([
        offer('Ava$Diaz', 'Toddler Room', 'Biweekly', [...week1('MONDAY', 'TUESDAY', 'THURSDAY'), ...week2('FRIDAY')]),
      ]);
      const [item] = estimate.estimatedCostItems as Array<Record<string, unknown>>;
      // $89.50 a day: 3 days in week 1, 1 in week 2
      assert.deepEqual([item!.numberOfDays, item!.daysPerWeek, item!.subTotal], [4, [3, 1], 4 * 8950]);
      assert.equal(estimate.estimatedTotalAmount, 4 * 8950);
    });

    test('casual schedules price a session, have no days or subtotal, and hide the total', async () => {
      const estimate = await cost([
        // Before School Club is casual-only: sent as weekly, it is priced as casual.
        offer('Ava$Diaz', 'Before School Club', 'Weekly', week1('MONDAY')),
        offer('Ben$Diaz', 'Toddler Room', 'Casual', []),
        offer('Cal$Diaz', 'After School Club', 'Weekly', week1('MONDAY', 'TUESDAY')),
      ]);
      assert.equal(estimate.estimatedTotalAmount, null);
      assert.equal(estimate.totalPeriod, 'weekly');
      const items = estimate.estimatedCostItems as Array<Record<string, unknown>>;
      assert.deepEqual(
        items.map((i) => [i.programName, i.numberOfDays, i.amountPerSession, i.subTotal, i.cycleType]),
        [
          ['Before School Club', null, 1800, 0, 'Casual'],
          ['Toddler Room', null, 8950, 0, 'Casual'],
          // $120.00 a week over 2 days
          ['After School Club', 2, 6000, 12000, 'Weekly'],
        ],
      );
    });

    test('nothing chosen yet: nothing to estimate and nothing to pay', async () => {
      assert.deepEqual(await cost([]), {
        isCostEstimable: false,
        estimatedTotalAmount: 0,
        totalPeriod: 'weekly',
        currency: 'USD',
        estimatedCostItems: [],
      });
      assert.deepEqual(await payment([]), {
        applicationOfferId: null,
        isPaymentRequired: false,
        paymentAmount: 0,
        surchargeAmount: 0,
        applicationFeeAmount: 0,
        discountAmount: 0,
        total: 0,
        currency: 'USD',
      });
    });

    test('amounts are in the business currency', async () => {
      const fitzroy = await programsAt(t.app, DEMO_BUSINESS_IDS.wattleTree, DEMO_CENTER_IDS.wattleTreeFitzroy);
      const kindergarten = fitzroy.get('Kindergarten')!;
      const estimate = await cost(
        [
          {
            childIdentifier: 'Ivy$Chen',
            childName: 'Ivy Chen',
            expectedOfferedProgramId: kindergarten.id,
            days: week1('MONDAY'),
          },
        ],
        DEMO_BUSINESS_IDS.wattleTree,
        DEMO_CENTER_IDS.wattleTreeFitzroy,
      );
      assert.equal(estimate.currency, 'AUD');
      assert.equal(estimate.estimatedTotalAmount, 13500);
    });

    test('a program without an application fee asks for no payment', async () => {
      assert.deepEqual(await payment([offer('Ava$Diaz', 'Toddler Room', 'Weekly', week1('MONDAY', 'TUESDAY'))]), {
        applicationOfferId: null,
        isPaymentRequired: false,
        paymentAmount: 0,
        surchargeAmount: 0,
        applicationFeeAmount: 0,
        discountAmount: 0,
        total: 0,
        currency: 'USD',
      });
    });

    test('application fees: per child per program, per place, and only the highest per-application fee', async () => {
      const days = week1('MONDAY', 'TUESDAY', 'WEDNESDAY');
      // Infant Care: $75.00 per child. Summer Camp: $50.00 per application.
      const base = [
        offer('Ava$Diaz', 'Infant Care', 'Weekly', days),
        offer('Ben$Diaz', 'Infant Care', 'Weekly', days),
        offer('Ava$Diaz', 'Summer Camp 2027', 'Casual', []),
        offer('Ben$Diaz', 'Summer Camp 2027', 'Casual', []),
      ];
      const due = await payment(base);
      assert.equal(due.applicationFeeAmount, 2 * 7500 + 5000);
      assert.deepEqual(
        [due.isPaymentRequired, due.paymentAmount, due.total, due.surchargeAmount, due.discountAmount],
        [true, 20000, 20000, 0, 0],
      );

      // The fixture's other programs get fees of the kinds the demo lacks.
      const setFee = (program: string, cents: number, type: string) =>
        t.ctx.db
          .updateTable('program_center')
          .set({ application_fee_amount_cents: cents, application_fee_type: type as 'PERPLACE' })
          .where('program_id', '=', programs.get(program)!.id)
          .where('center_id', '=', LINCOLN)
          .execute();
      await setFee('After School Club', 3000, 'PERAPPLICATION');
      await setFee('Toddler Room', 2500, 'PERPLACE');
      const more = await payment([
        ...base,
        offer('Ava$Diaz', 'After School Club', 'Weekly', days),
        offer('Ava$Diaz', 'Toddler Room', 'Weekly', days),
        offer('Ben$Diaz', 'Toddler Room', 'Weekly', days),
      ]);
      // $150.00 per child + $50.00 (the higher of $50.00 and $30.00) + 2 places x $25.00
      assert.equal(more.applicationFeeAmount, 15000 + 5000 + 5000);
      assert.equal(more.total, 25000);
    });

    test('ids must belong together; malformed offers are refused', async () => {
      const codeOf = async (variables: Record<string, unknown>) =>
        (await gql(t.app, COST, { b: MAPLE, c: LINCOLN, ...variables })).errors?.[0]?.extensions?.code;
      const good = offer('Ava$Diaz', 'Toddler Room', 'Weekly', week1('MONDAY'));
      assert.equal(await codeOf({ o: [good] }), undefined);
      assert.equal(await codeOf({ b: randomUUID(), o: [good] }), 'NOT_FOUND');
      assert.equal(await codeOf({ c: DEMO_CENTER_IDS.wattleTreeFitzroy, o: [good] }), 'NOT_FOUND');
      const preK = offer('Ava$Diaz', 'Pre-K', 'Weekly', week1('MONDAY', 'TUESDAY', 'FRIDAY'));
      assert.equal(await codeOf({ c: DEMO_CENTER_IDS.mapleGroveCherryCreek, o: [preK] }), 'NOT_FOUND', 'not run there');
      assert.equal(
        await codeOf({ c: DEMO_CENTER_IDS.mapleGroveCherryCreek, o: [good] }),
        'BAD_USER_INPUT',
        "run there, but Lincoln Park's fee id is not Cherry Creek's",
      );
      assert.equal(await codeOf({ o: [{ ...good, expectedOfferedProgramId: randomUUID() }] }), 'NOT_FOUND');
      assert.equal(await codeOf({ o: [{ ...good, feeId: randomUUID() }] }), 'BAD_USER_INPUT');
      assert.equal(await codeOf({ o: [{ ...good, days: week1('SUNDAY') }] }), 'BAD_USER_INPUT');
      assert.equal(await codeOf({ o: [{ ...good, childIdentifier: ' ' }] }), 'BAD_USER_INPUT');
      assert.equal(await codeOf({ o: Array(51).fill(good) }), 'BAD_USER_INPUT');
    });
  });
}
