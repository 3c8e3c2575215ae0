// Paying by bank account and confirming a card with its bank, through the built-in sandbox as the widget does it:
// the bank page's details are encrypted with the tokenizer's public key (WebCrypto RSA-OAEP) before they leave the
// page, the API forwards the ciphertext to the tokenizer, a debit stays pending until the sandbox's signed webhook
// says it settled or was returned (on the server's clock: the test moves it), and a 3-D Secure card is accepted only
// once the provider says its bank confirmed it.
import assert from 'node:assert/strict';
import { webcrypto } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { TEST_NOW, TestClock } from '@cc/server';
import { demoOfferCode, type DemoOfferSlug } from '../../packages/server/src/demo/demo-applications';
import type { SandboxPaymentProvider } from '../../packages/server/src/payments/sandbox/sandbox-provider';
import { SANDBOX_DEBIT_SECONDS } from '../../packages/server/src/payments/sandbox/sandbox-provider';
import { graphqlCaller, startApp, targets, type TestApp } from './harness';

const OPEN = `query($c: String!) { applicationOfferForLinkCode(linkCode: $c) {
  id businessId applicationId state applicationState center { id } paymentInfo { total }
  paymentProviderInfo { isSandbox bankFieldsUrl fieldsUrl fieldsOrigin acceptedPaymentTypes session { key expiresAt } }
  paymentMethod { methodType lastFour isAutoPay } charges { amount status methodType lastFour settledAt } } }`;
const TOKEN = `mutation($input: BankTokenInput!) { token(input: $input) { token methodType lastFour errors } }`;
const SET = `mutation($input: OfferPaymentTokenInput!) { setApplicationPaymentToken(input: $input) { methodType lastFour isAutoPay } }`;
const PAY = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $t: String!) {
  payEnrollmentFeeForOffer(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, paymentToken: $t) }`;
const UPDATE = `mutation($c: String!, $b: ID!, $a: ID!, $o: ID!, $amount: Int!, $date: String!, $ref: String!) {
  updatePayment(linkCode: $c, businessId: $b, applicationId: $a, applicationOfferId: $o, paymentAmount: $amount,
    paymentDate: $date, paymentReference: $ref) }`;
const SESSION = `query($center: ID!, $c: String!, $k: String!) { paymentSession(centerId: $center, linkCode: $c, key: $k) { expiresAt } }`;

const US_ACCOUNT = { routing: '011000015', settles: '000123456789', returned: '000111111116' };
const AU_ACCOUNT = { routing: '062-000', settles: '000123456' };

type Offer = {
  id: string;
  businessId: string;
  applicationId: string;
  state: string;
  applicationState: string;
  center: { id: string };
  paymentInfo: { total: number };
  paymentProviderInfo: {
    bankFieldsUrl: string;
    fieldsUrl: string;
    fieldsOrigin: string;
    acceptedPaymentTypes: string[];
    session: { key: string; expiresAt: string };
  };
  charges: { amount: number; status: string; methodType: string; lastFour: string; settledAt: string | null }[];
};

for (const target of targets()) {
  describe(`paying by bank account and confirming a card on ${target.name}`, () => {
    let t: TestApp;
    const clock = new TestClock(TEST_NOW);
    const logLines: string[] = [];
    before(async () => {
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
      t = await startApp(target.config({ host: '127.0.0.1' }), { clock, logger: { stream, level: 'debug' } });
    });
    after(async () => {
      await t?.close();
      await target.dispose();
    });

    const call = (query: string, variables: Record<string, unknown>, token?: string) =>
      graphqlCaller(t.app, { origin: 'http://localhost:3000' })(query, variables, token);
    const code = (slug: DemoOfferSlug, business: string) => demoOfferCode(business, slug);
    const open = async (c: string): Promise<Offer> => {
      const res = await call(OPEN, { c });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data.applicationOfferForLinkCode;
    };
    const ids = (offer: Offer) => ({
      businessId: offer.businessId,
      applicationId: offer.applicationId,
      applicationOfferId: offer.id,
    });

    /** What the bank page does: read the tokenizer's public key from the page, encrypt each field with it. */
    async function encryptOnPage(
      bankFieldsUrl: string,
      fields: Record<'first' | 'last' | 'routing' | 'paymentNumber', string>,
    ) {
      const page = await (await fetch(bankFieldsUrl)).text();
      const spki = /data-key="([^"]+)"/.exec(page)![1]!;
      const key = await webcrypto.subtle.importKey(
        'spki',
        Buffer.from(spki, 'base64'),
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['encrypt'],
      );
      const sealed: Record<string, string> = {};
      for (const [name, value] of Object.entries(fields))
        sealed[name] = Buffer.from(
          await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(value)),
        ).toString('base64');
      return sealed;
    }

    async function bankToken(
      c: string,
      offer: Offer,
      routing: string,
      account: string,
      extra: Record<string, unknown> = {},
    ) {
      const info = offer.paymentProviderInfo;
      const sealed = await encryptOnPage(info.bankFieldsUrl, {
        first: 'Ana',
        last: 'Lopez',
        routing,
        paymentNumber: account,
      });
      const res = await call(TOKEN, {
        input: {
          linkCode: c,
          secretKeyId: offer.businessId,
          centerId: offer.center.id,
          isSandbox: true,
          sessionKey: info.session.key,
          accountType: 'CHECKING_ACCOUNT',
          ...sealed,
          ...extra,
        },
      });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data.token as { token: string | null; lastFour: string | null; errors: string[] };
    }
    const setMethod = (c: string, offer: Offer, token: string, debitConsent?: boolean) =>
      call(SET, { input: { linkCode: c, ...ids(offer), paymentToken: token, debitConsent } });
    const pay = (c: string, offer: Offer, token: string) =>
      call(PAY, { c, b: offer.businessId, a: offer.applicationId, o: offer.id, t: token });
    const settleAfterDebitDays = async () => {
      clock.advance((SANDBOX_DEBIT_SECONDS + 1) * 1000);
      await (t.ctx.payments as SandboxPaymentProvider).settleDue();
    };

    test("a routing number that fails its checksum, or a BSB that is not 6 digits, is refused in the bank's words", async () => {
      const us = code('new', 'mapleGrove');
      const offer = await open(us);
      assert.deepEqual(offer.paymentProviderInfo.acceptedPaymentTypes, ['credit-card', 'bank-account']);
      assert.match(offer.paymentProviderInfo.bankFieldsUrl, /country=US/);
      const bad = await bankToken(us, offer, '011000016', '12');
      assert.deepEqual(bad, {
        token: null,
        methodType: null,
        lastFour: null,
        errors: ['The routing number is invalid.', 'The account number must be 4 to 17 digits.'],
      } as unknown);
      const au = code('new', 'wattleTree');
      const auOffer = await open(au);
      const badBsb = await bankToken(au, auOffer, '06200', AU_ACCOUNT.settles);
      assert.deepEqual(badBsb.errors, ['The BSB must be 6 digits.']);
      // Details not sealed with the tokenizer's key are not read at all.
      const plain = await call(TOKEN, {
        input: {
          linkCode: us,
          secretKeyId: offer.businessId,
          centerId: offer.center.id,
          isSandbox: true,
          sessionKey: offer.paymentProviderInfo.session.key,
          accountType: 'CHECKING_ACCOUNT',
          first: 'Ana',
          last: 'Lopez',
          routing: US_ACCOUNT.routing,
          paymentNumber: US_ACCOUNT.settles,
        },
      });
      assert.deepEqual(plain.data.token.errors, ['The bank details could not be read. Please enter them again.']);
      // Another business's key is not this offer's.
      const sealed = await encryptOnPage(offer.paymentProviderInfo.bankFieldsUrl, {
        first: 'Ana',
        last: 'Lopez',
        routing: US_ACCOUNT.routing,
        paymentNumber: US_ACCOUNT.settles,
      });
      const other = await call(TOKEN, {
        input: {
          linkCode: us,
          secretKeyId: auOffer.businessId,
          centerId: offer.center.id,
          isSandbox: true,
          sessionKey: offer.paymentProviderInfo.session.key,
          accountType: 'CHECKING_ACCOUNT',
          ...sealed,
        },
      });
      assert.equal(other.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    });

    test('a bank debit needs consent, stays pending, and accepts the offer when the webhook says it settled', async () => {
      const c = code('new', 'mapleGrove');
      const offer = await open(c);
      const { token, lastFour } = await bankToken(c, offer, US_ACCOUNT.routing, US_ACCOUNT.settles);
      assert.equal(lastFour, '6789');
      const noConsent = await setMethod(c, offer, token!);
      assert.equal(noConsent.errors?.[0]?.message, 'Debit consent is required to pay by bank account.');
      const kept = await setMethod(c, offer, token!, true);
      assert.deepEqual(kept.data.setApplicationPaymentToken, {
        methodType: 'CHECKING_ACCOUNT',
        lastFour: '6789',
        isAutoPay: true,
      });
      assert.equal((await pay(c, offer, token!)).data?.payEnrollmentFeeForOffer, true);
      const pending = await open(c);
      assert.deepEqual([pending.state, pending.applicationState], ['NEW', 'ACCEPTED_OFFER_PENDING_PAYMENT']);
      assert.deepEqual(
        pending.charges.map((ch) => [ch.status, ch.methodType, ch.settledAt]),
        [['pending', 'CHECKING_ACCOUNT', null]],
      );
      // While the debit is on its way the family's answer is given: no decline, no second charge.
      assert.equal((await pay(c, offer, token!)).data?.payEnrollmentFeeForOffer, true);
      const decline = await call(
        `mutation($input: OfferActionInput!) { declineApplicationOffer(input: $input) { success errors { key } } }`,
        { input: { linkCode: c, ...ids(offer) } },
      );
      assert.deepEqual(decline.data.declineApplicationOffer, { success: false, errors: [{ key: 'not-allowed' }] });
      await settleAfterDebitDays();
      const settled = await open(c);
      assert.deepEqual([settled.state, settled.applicationState], ['ACCEPTED', 'APPLICANT_ACCEPTED_OFFER']);
      assert.equal(settled.charges.length, 1);
      assert.equal(settled.charges[0]!.status, 'succeeded');
      assert.ok(settled.charges[0]!.settledAt);
    });

    test('a returned debit opens the offer again for another method', async () => {
      const c = code('expiring-today', 'mapleGrove');
      const offer = await open(c);
      const { token } = await bankToken(c, offer, US_ACCOUNT.routing, US_ACCOUNT.returned);
      await setMethod(c, offer, token!, true);
      assert.equal((await pay(c, offer, token!)).data?.payEnrollmentFeeForOffer, true);
      await settleAfterDebitDays();
      const returned = await open(c);
      assert.deepEqual([returned.state, returned.applicationState], ['NEW', 'OFFERED']);
      assert.deepEqual(
        returned.charges.map((ch) => ch.status),
        ['failed'],
      );
    });

    test('a forged or replayed webhook changes nothing', async () => {
      const forged = await t.app.inject({
        method: 'POST',
        url: '/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'cc-payment-signature': `t=${Math.floor(clock.now().getTime() / 1000)},v1=${'0'.repeat(64)}`,
        },
        payload: JSON.stringify({ id: 'evt', reference: 'sbx_ch_x', outcome: 'succeeded' }),
      });
      assert.equal(forged.statusCode, 400);
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/payments/webhook',
        payload: { id: 'evt', reference: 'x', outcome: 'failed' },
      });
      assert.equal(unsigned.statusCode, 400);
      const events = await t.ctx.db.selectFrom('payment_webhook_event').select(['outcome']).execute();
      assert.ok(events.length >= 2, 'the settled and the returned debit were each recorded once');
      assert.ok(events.every((e) => e.outcome === 'succeeded' || e.outcome === 'failed'));
    });

    test('a card whose bank asks for confirmation is accepted only once the provider says it was confirmed', async () => {
      const c = code('new', 'northernLights');
      const offer = await open(c);
      const info = offer.paymentProviderInfo;
      const session = new URL(info.fieldsUrl).searchParams.get('session');
      const card = await (
        await fetch(new URL('/tokenize', info.fieldsOrigin), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ session, number: '4000002500003155', expiry: '12/30', cvc: '123' }),
        })
      ).json();
      await setMethod(c, offer, card.token);
      const asked = await pay(c, offer, card.token);
      assert.equal(asked.errors?.[0]?.extensions?.code, 'PAYMENT_ACTION_REQUIRED');
      const { actionUrl, paymentReference } = asked.errors[0].extensions;
      const page = await fetch(actionUrl);
      assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors http:\/\/localhost:3000/);
      assert.match(await page.text(), /Confirm your payment/);
      const report = (amount: number, ref = paymentReference) =>
        call(UPDATE, {
          c,
          b: offer.businessId,
          a: offer.applicationId,
          o: offer.id,
          amount,
          date: clock.now().toISOString(),
          ref,
        });
      assert.equal((await report(offer.paymentInfo.total)).data.updatePayment, false, 'not confirmed yet');
      assert.equal((await open(c)).state, 'NEW');
      const confirm = await fetch(new URL('/challenge', info.fieldsOrigin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference: paymentReference, approve: true }),
      });
      assert.deepEqual(await confirm.json(), { outcome: 'succeeded' });
      assert.equal(
        (await report(offer.paymentInfo.total + 1)).errors?.[0]?.message,
        'This payment does not match the offer.',
      );
      assert.equal(
        (await report(offer.paymentInfo.total, 'sbx_ch_someone_else')).errors?.[0]?.message,
        'This payment does not match the offer.',
      );
      assert.equal((await report(offer.paymentInfo.total)).data.updatePayment, true);
      const accepted = await open(c);
      assert.equal(accepted.state, 'ACCEPTED');
      assert.deepEqual(
        accepted.charges.map((ch) => ch.status),
        ['succeeded'],
      );
    });

    test('typing on the provider page keeps the payment session alive; the poll reads its new expiry', async () => {
      const c = code('new', 'wattleTree');
      const offer = await open(c);
      const { key, expiresAt } = offer.paymentProviderInfo.session;
      clock.advance(4 * 60_000);
      await fetch(new URL('/activity', offer.paymentProviderInfo.fieldsOrigin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: key }),
      });
      const polled = await call(SESSION, { center: offer.center.id, c, k: key });
      // Four minutes later by the server's clock (plus the milliseconds the test itself took).
      const extended = Date.parse(polled.data.paymentSession.expiresAt) - Date.parse(expiresAt);
      assert.ok(extended >= 4 * 60_000 && extended < 4 * 60_000 + 10_000, String(extended));
      const elsewhere = await call(SESSION, { center: offer.businessId, c, k: key });
      assert.equal(elsewhere.errors?.[0]?.extensions?.code, 'NOT_FOUND');
    });

    test('no account number or account holder is kept in any table or written to the log', async () => {
      for (const table of ['offer_charge', 'offer_payment_method', 'offer_event', 'payment_webhook_event'] as const) {
        const rows = JSON.stringify(await t.ctx.db.selectFrom(table).selectAll().execute());
        for (const secret of [US_ACCOUNT.settles, US_ACCOUNT.returned, 'Lopez'])
          assert.ok(!rows.includes(secret), `${table} holds ${secret}`);
      }
      const log = logLines.join('\n');
      for (const secret of [US_ACCOUNT.settles, US_ACCOUNT.returned, 'Lopez', US_ACCOUNT.routing])
        assert.ok(!log.includes(secret), `the log holds ${secret}`);
    });
  });
}
