// `npm run bench:offers`: the offer's two writes on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): acceptOffer
// (each request accepts an open, fee-free offer of its own) and payEnrollmentFeeForOffer (each request pays a fee-bearing
// offer of its own with a sandbox card, which charges and accepts it). The offers are copies of a demo family's,
// written straight into the bench's schema, each with its own link code. The server is its own process in production
// mode (harness: bench/graphql-load.ts); the sandbox's card page runs in it, on its own port.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DEMO_BUSINESS_IDS } from '../packages/server/src/index';
import { demoUuid } from '../packages/server/src/demo/demo-uuid';
import { hashLinkCode, newLinkCode } from '../packages/server/src/security/link-code';
import { benchGraphql, postGraphql, widgetRequest } from './bench/graphql-load';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WARM_UP = 500;
const BUSINESS = DEMO_BUSINESS_IDS.mapleGrove;

interface OpenOffer {
  linkCode: string;
  offerId: string;
  applicationId: string;
}

/** Copies of the demo family's open offer (with or without its fee), each on an application of its own. */
async function openOffers(connectionString: string | undefined, count: number, fee: boolean): Promise<OpenOffer[]> {
  if (!connectionString) throw new Error('this load needs the PostgreSQL schema');
  const db = new pg.Client({ connectionString });
  await db.connect();
  try {
    const template = demoUuid(`offer:mapleGrove/${fee ? 'new' : 'new-no-fee'}`);
    const made: OpenOffer[] = [];
    for (let i = 0; i < count; i++) {
      const applicationId = randomUUID();
      const offerId = randomUUID();
      const linkCode = newLinkCode();
      await db.query(
        `insert into application (id, business_id, center_id, account_id, person_id, kind, state, link_code_hash, idempotency_key, created_at)
         select $1, a.business_id, a.center_id, a.account_id, a.person_id, a.kind, 'OFFERED', $2, $3, now()
         from application a join application_offer o on o.application_id = a.id where o.id = $4`,
        [applicationId, hashLinkCode(newLinkCode()), `bench-${applicationId}`, template],
      );
      await db.query(
        `insert into application_offer (id, business_id, application_id, center_id, state, expiry_date, enrolment_form_required, created_at, updated_at)
         select $1, business_id, $2, center_id, 'NEW', expiry_date, enrolment_form_required, now(), now()
         from application_offer where id = $3`,
        [offerId, applicationId, template],
      );
      await db.query(
        `insert into offer_schedule (application_offer_id, child_id, program_id, state, start_date, cycle_type, care_type,
           fee_amount_cents, fee_type, application_fee_cents, fee_structure_type, days)
         select $1, child_id, program_id, 'NEW', start_date, cycle_type, care_type, fee_amount_cents, fee_type,
           application_fee_cents, fee_structure_type, days from offer_schedule where application_offer_id = $2`,
        [offerId, template],
      );
      await db.query(
        `insert into offer_link (application_offer_id, link_code_hash, purpose, created_at) values ($1, $2, 'mail', now())`,
        [offerId, hashLinkCode(linkCode)],
      );
      made.push({ linkCode, offerId, applicationId });
    }
    return made;
  } finally {
    await db.end();
  }
}

const ids = (offer: OpenOffer) => ({
  linkCode: offer.linkCode,
  businessId: BUSINESS,
  applicationId: offer.applicationId,
  applicationOfferId: offer.offerId,
});

const ENV = { OFFER_LINK_LIMIT_PER_CLIENT: '1000000' };

await benchGraphql({
  unit: 'accepts',
  postgresOnly: true,
  env: ENV,
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  prepare: async (url, database) => {
    const offers = await openOffers(database, REQUESTS + WARM_UP, false);
    let next = 0;
    return async () => {
      const data = await postGraphql(url, widgetRequest('AcceptOffer', { input: ids(offers[next++]!) }));
      if (!(data.acceptOffer as { success: boolean }).success) throw new Error('not accepted');
    };
  },
});

await benchGraphql({
  unit: 'payments',
  postgresOnly: true,
  env: ENV,
  requests: REQUESTS,
  concurrency: CONCURRENCY,
  prepare: async (url, database) => {
    const offers = await openOffers(database, REQUESTS + WARM_UP, true);
    // The card is tokenised once on the sandbox's own card page (as the widget's frame would), then reused.
    const page = await postGraphql(url, widgetRequest('OfferPage', { linkCode: offers[0]!.linkCode }));
    const fieldsUrl = new URL(
      (page.applicationOfferForLinkCode as { paymentProviderInfo: { fieldsUrl: string } }).paymentProviderInfo
        .fieldsUrl,
    );
    const tokenized = (await (
      await fetch(new URL('/tokenize', fieldsUrl.origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          session: fieldsUrl.searchParams.get('session'),
          number: '4242424242424242',
          expiry: '12/30',
          cvc: '123',
        }),
      })
    ).json()) as { token: string };
    let next = 0;
    return async () => {
      const data = await postGraphql(
        url,
        widgetRequest('PayOfferFee', { ...ids(offers[next++]!), paymentToken: tokenized.token }),
      );
      if (data.payEnrollmentFeeForOffer !== true) throw new Error('not paid');
    };
  },
});
