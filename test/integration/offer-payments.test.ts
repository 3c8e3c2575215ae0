// A family pays an offer's fee through the built-in sandbox provider, as the widget does: the card goes to the
// sandbox's own origin (its card page and /tokenize, over real HTTP), the API only ever sees the token. Declines are
// recorded and said; one success accepts the offer; twenty concurrent payments charge once; no card number is kept
// in any table or written to the log.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { demoOfferCode, type DemoOfferSlug } from '../../packages/server/src/demo/demo-applications';
import { startApp, targets, type TestApp } from './harness';

const OPEN = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) {
  id businessId applicationId state applicationState paymentInfo { isPaymentRequired total }
  paymentProviderInfo { paymentProcessorType isSandbox fieldsUrl fieldsOrigin session { key expiresAt durationAvailable } }
  paymentMethod { lastFour brand } charges { amount status reference lastFour } } }`;
const SET = `mutation($input: OfferPaymentTokenInput!) { setApplicationPaymentToken(input: $input) { lastFour brand } }`;
const PAY = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $t: String!) {
  payEnrollmentFeeForOffer(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, paymentToken: $t) }`;

const CARDS = { approved: '4242424242424242', declined: '4000000000000002' };

for (const target of targets()) {
  describe(`paying an offer's fee on ${target.name}`, () => {
    let t: TestApp;
    const logLines: string[] = [];
    before(async () => {
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
      t = await startApp(target.config({ host: '127.0.0.1' }), { logger: { stream, level: 'debug' } });
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const call = async (query: string, variables: Record<string, unknown>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
          headers: { origin: 'http://localhost:3000' },
          payload: { query, variables },
        })
      ).json();

    const code = (slug: DemoOfferSlug, business = 'mapleGrove') => demoOfferCode(business, slug);

    async function open(c: string) {
      const res = await call(OPEN, { c });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data.applicationOfferForLinkCode;
    }

    /** What the sandbox's card page does: POST the card to its own origin and get a token back. */
    async function tokenize(fieldsUrl: string, number: string) {
      const url = new URL(fieldsUrl);
      const res = await fetch(new URL('/tokenize', url.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: url.searchParams.get('session'), number, expiry: '12/30', cvc: '123' }),
      });
      return (await res.json()) as { ok: boolean; token: string; lastFour: string; errors?: Record<string, string> };
    }

    const pay = (c: string, offer: { id: string; businessId: string; applicationId: string }, token: string) =>
      call(PAY, { c, b: offer.businessId, a: offer.applicationId, o: offer.id, t: token });

    test('the card page is served on its own origin, only inside the page its session names', async () => {
      const offer = await open(code('new'));
      const info = offer.paymentProviderInfo;
      assert.equal(info.paymentProcessorType, 'SANDBOX');
      assert.equal(info.isSandbox, true);
      assert.equal(info.session.durationAvailable, 10);
      assert.notEqual(info.fieldsOrigin, 'http://localhost:3000');
      const page = await fetch(info.fieldsUrl);
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors http:\/\/localhost:3000/);
      assert.match(await page.text(), /<label for="number">Card number<\/label>/);
      const unknown = await fetch(new URL('/fields?session=nope', info.fieldsOrigin));
      assert.equal(unknown.status, 404);
      const bad = await tokenize(info.fieldsUrl, '4242424242424241');
      assert.deepEqual(bad.errors, { number: 'Your card number is invalid.' });
      const free = await open(code('new-no-fee'));
      assert.equal(free.paymentProviderInfo, null, 'no provider session when nothing is due');
    });

    test('a declined card is recorded and said; another card pays, and the offer is accepted', async () => {
      const c = code('new');
      const offer = await open(c);
      const declined = await tokenize(offer.paymentProviderInfo.fieldsUrl, CARDS.declined);
      const kept = await call(SET, {
        input: {
          linkCode: c,
          businessId: offer.businessId,
          applicationId: offer.applicationId,
          applicationOfferId: offer.id,
          paymentToken: declined.token,
        },
      });
      assert.deepEqual(kept.data.setApplicationPaymentToken, { lastFour: '0002', brand: 'VISA' });
      const refused = await pay(c, offer, declined.token);
      assert.equal(refused.errors?.[0]?.message, 'Your card was declined. Please use another card.');
      assert.equal(refused.errors?.[0]?.extensions?.code, 'PAYMENT_DECLINED');
      const after = await open(c);
      assert.equal(after.state, 'NEW');
      assert.deepEqual(
        after.charges.map((ch: { status: string; lastFour: string }) => [ch.status, ch.lastFour]),
        [['failed', '0002']],
      );

      const approved = await tokenize(after.paymentProviderInfo.fieldsUrl, CARDS.approved);
      const paid = await pay(c, offer, approved.token);
      assert.equal(paid.data?.payEnrollmentFeeForOffer, true, JSON.stringify(paid.errors));
      const accepted = await open(c);
      assert.deepEqual([accepted.state, accepted.applicationState], ['ACCEPTED', 'APPLICANT_ACCEPTED_OFFER']);
      const charge = accepted.charges.find((ch: { status: string }) => ch.status === 'succeeded');
      assert.equal(charge.amount, offer.paymentInfo.total);
      assert.match(charge.reference, /^sbx_ch_/);
      assert.equal(
        (await pay(c, offer, approved.token)).data.payEnrollmentFeeForOffer,
        true,
        'a retry charges nothing',
      );
      assert.equal((await open(c)).charges.length, 2);
    });

    test('a business that passes the card cost on adds its surcharge once a card is the method, and charges it', async () => {
      // A fee-bearing Wattle Tree offer: its 1.5% card surcharge shows once the family's method is a card.
      const fee = code('expiring-today', 'wattleTree');
      const offer = await open(fee);
      const before = offer.paymentInfo.total;
      const { token } = await tokenize(offer.paymentProviderInfo.fieldsUrl, CARDS.approved);
      await call(SET, {
        input: {
          linkCode: fee,
          businessId: offer.businessId,
          applicationId: offer.applicationId,
          applicationOfferId: offer.id,
          paymentToken: token,
        },
      });
      const withCard = await call(
        `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) { paymentInfo { surchargeAmount total } } }`,
        { c: fee },
      );
      const surcharge = Math.round((before * 150) / 10_000);
      assert.deepEqual(withCard.data.applicationOfferForLinkCode.paymentInfo, {
        surchargeAmount: surcharge,
        total: before + surcharge,
      });
      assert.equal((await pay(fee, offer, token)).data.payEnrollmentFeeForOffer, true);
      const charges = await t.ctx.db
        .selectFrom('offer_charge')
        .select('amount_cents')
        .where('application_offer_id', '=', offer.id)
        .execute();
      assert.deepEqual(
        charges.map((ch) => ch.amount_cents),
        [before + surcharge],
      );
    });

    test('twenty concurrent payments of one offer make exactly one charge', async () => {
      const c = code('new', 'wattleTree');
      const offer = await open(c);
      const { token } = await tokenize(offer.paymentProviderInfo.fieldsUrl, CARDS.approved);
      const answers = await Promise.all(Array.from({ length: 20 }, () => pay(c, offer, token)));
      for (const answer of answers) assert.equal(answer.data?.payEnrollmentFeeForOffer, true, JSON.stringify(answer));
      const charges = await t.ctx.db
        .selectFrom('offer_charge')
        .selectAll()
        .where('application_offer_id', '=', offer.id)
        .execute();
      assert.deepEqual(
        charges.map((ch) => ch.status),
        ['succeeded'],
      );
      assert.equal((await open(c)).state, 'ACCEPTED');
    });

    test('an expired offer cannot be paid', async () => {
      const c = code('expired', 'northernLights');
      const offer = await open(c);
      const res = await pay(c, offer, 'sbx_tok_unknown');
      assert.equal(res.errors?.[0]?.extensions?.code, 'PAYMENT_TOKEN_INVALID');
    });

    test("the billing cycles a centre offers come shortest first; the processor's terms are the same at every centre", async () => {
      const { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } = await import('@cc/server');
      const TEMPLATES = `query($b: ID!, $c: ID!) { enrollmentBillingCycleTemplates(businessId: $b, centerId: $c) { frequency dayOfWeek dayOfMonth name } }`;
      const au = await call(TEMPLATES, { b: DEMO_BUSINESS_IDS.wattleTree, c: DEMO_CENTER_IDS.wattleTreeFitzroy });
      assert.deepEqual(
        au.data.enrollmentBillingCycleTemplates.map((t: { frequency: string; name: string }) => [t.frequency, t.name]),
        [
          ['WEEKLY', 'Weekly (Monday)'],
          ['BIWEEKLY', 'Fortnightly (Monday)'],
          ['MONTHLY', 'Monthly (1st)'],
          ['MONTHLY', 'Monthly (last day)'],
        ],
      );
      assert.equal(au.data.enrollmentBillingCycleTemplates[3].dayOfMonth, -1);
      const elsewhere = await call(TEMPLATES, {
        b: DEMO_BUSINESS_IDS.mapleGrove,
        c: DEMO_CENTER_IDS.wattleTreeFitzroy,
      });
      assert.equal(elsewhere.errors?.[0]?.extensions?.code, 'NOT_FOUND', "another business's centre");
      const TERMS = `query($c: ID!) { paymentProcessorTermsAndConditions(centerId: $c) { paymentProcessorType termsAndConditions } }`;
      const terms = await call(TERMS, { c: DEMO_CENTER_IDS.wattleTreeFitzroy });
      assert.equal(terms.data.paymentProcessorTermsAndConditions.paymentProcessorType, 'SANDBOX');
      assert.match(terms.data.paymentProcessorTermsAndConditions.termsAndConditions, /no money moves/);
    });

    test('no card number is kept in any table or written to the log', async () => {
      const tables = [
        'offer_charge',
        'offer_payment_method',
        'offer_event',
        'application_offer',
        'mail_outbox',
      ] as const;
      for (const table of tables) {
        const rows = JSON.stringify(await t.ctx.db.selectFrom(table).selectAll().execute());
        for (const number of Object.values(CARDS)) assert.ok(!rows.includes(number), `${table} holds ${number}`);
      }
      const log = logLines.join('\n');
      for (const number of Object.values(CARDS)) assert.ok(!log.includes(number), 'the log holds a card number');
      assert.ok(!/sbx_tok_/.test(log), 'the log holds a payment token');
    });
  });
}

const PROMO = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $p: String!) {
  applyPromoCode(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, promoCode: $p) {
    success errors { path key } offer { paymentInfo { applicationFeeAmount discountAmount total discount { name amount } } } } }`;

for (const target of targets()) {
  describe(`promo codes on ${target.name}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startApp(target.config({ host: '127.0.0.1' }));
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const call = async (query: string, variables: Record<string, unknown>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/graphql',
          remoteAddress: `10.${[...randomBytes(3)].join('.')}`,
          payload: { query, variables },
        })
      ).json();
    const ids = async (c: string) => {
      const res = await call(OPEN, { c });
      const offer = res.data.applicationOfferForLinkCode;
      return { c, b: offer.businessId, a: offer.applicationId, o: offer.id, fee: offer.paymentInfo.total as number };
    };
    const apply = async (c: string, p: string) => (await call(PROMO, { ...(await ids(c)), p })).data.applyPromoCode;

    test('a percentage and a fixed amount come off the fee; a code typed in any case counts once', async () => {
      const c = demoOfferCode('mapleGrove', 'new');
      const { fee } = await ids(c);
      const tenOff = await apply(c, ' welcome10 ');
      assert.equal(tenOff.success, true, JSON.stringify(tenOff.errors));
      assert.deepEqual(tenOff.offer.paymentInfo, {
        applicationFeeAmount: fee,
        discountAmount: Math.floor(fee / 10),
        total: fee - Math.floor(fee / 10),
        discount: { name: 'Welcome 10% off', amount: Math.floor(fee / 10) },
      });
      const fixed = await apply(c, 'SAVE25');
      assert.equal(fixed.offer.paymentInfo.total, Math.max(fee - 2500, 0));
      const uses = await t.ctx.db
        .selectFrom('promo_code')
        .select(['code', 'uses'])
        .where('code', 'in', ['WELCOME10', 'SAVE25'])
        .where('business_id', '=', (await ids(c)).b)
        .execute();
      assert.deepEqual(
        Object.fromEntries(uses.map((u) => [u.code, u.uses])),
        { WELCOME10: 0, SAVE25: 0 },
        'applying spends no use: paying does (promo-uses.test.ts)',
      );
    });

    test("unknown, expired, used-up and other businesses' codes are refused, and the fee stays", async () => {
      const c = demoOfferCode('wattleTree', 'new');
      const { fee } = await ids(c);
      for (const [code, key] of [
        ['NOPE', 'promo-invalid'],
        ['SPRING', 'promo-expired'],
        ['LASTONE', 'promo-used-up'],
      ] as const) {
        const res = await apply(c, code);
        assert.deepEqual(res.errors, [{ path: 'promoCode', key }], code);
        assert.equal(res.offer.paymentInfo.total, fee);
      }
      const off = await apply(demoOfferCode('northernLights', 'new'), 'WELCOME10');
      assert.deepEqual(off.errors, [{ path: 'promoCode', key: 'promo-invalid' }], 'the flag is off for this business');
    });

    // Paying spends the use, and two payments racing for the last one are in promo-uses.test.ts.
    test('ten offers applying a code with one use left at once: applying spends none of it', async () => {
      const business = (await ids(demoOfferCode('mapleGrove', 'expiring-today'))).b;
      await t.ctx.db
        .insertInto('promo_code')
        .values({
          business_id: business,
          code: 'RACE',
          name: 'Race',
          kind: 'FIXED',
          value: 100,
          expiry_date: null,
          max_uses: 1,
          uses: 0,
          created_at: new Date(),
        })
        .execute();
      const offers = ['expiring-today', 'new-no-fee'] as const;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => apply(demoOfferCode('mapleGrove', offers[i % 2]!), 'RACE')),
      );
      const applied = answers.filter((a) => a.success).length;
      assert.ok(applied >= 1, 'the offers with a fee take it');
      const row = await t.ctx.db
        .selectFrom('promo_code')
        .select('uses')
        .where('code', '=', 'RACE')
        .executeTakeFirstOrThrow();
      assert.equal(row.uses, 0, 'no use is spent before a payment');
    });
  });
}
