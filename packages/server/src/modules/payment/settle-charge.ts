import type { GraphQLContext } from '../../graphql/context';
import type { ChargeRecord } from '../../payments/provider';
import { changeOfferIn, logChange } from '../offer/change-offer';
import { holdOfferPromoUse, releaseOfferPromoUse } from './promo-use';

export type SettleDeps = Pick<GraphQLContext, 'repos' | 'withTransaction' | 'clock' | 'log' | 'payments'>;

export type Settled = 'succeeded' | 'failed' | 'already' | 'unknown' | 'refunded';

/**
 * A pending debit or a confirmed card charge reaches its outcome (from the provider's webhook, or the page reporting
 * a confirmation, whichever comes first; the other finds it done). Success accepts the offer, failure opens it again.
 * The outcome is the provider's record of the charge, never what a caller claims.
 */
export async function settleCharge(deps: SettleDeps, record: ChargeRecord): Promise<Settled> {
  const outcome = record.status;
  if (outcome !== 'succeeded' && outcome !== 'failed') return 'already';
  const owner = await deps.repos.payments.offerOfCharge(record.reference);
  if (!owner) return 'unknown';
  const offerId = owner.application_offer_id;
  const now = deps.clock.now();
  const result = await deps.withTransaction(async (repos): Promise<Settled> => {
    if (!(await repos.offers.lock(offerId))) return 'unknown';
    const charges = await repos.payments.chargesOf(offerId);
    const mine = charges.find((c) => c.reference === record.reference);
    if (!mine || (mine.status !== 'pending' && mine.status !== 'requires_action')) return 'already';
    // Two confirmed charges for one offer (two cards confirmed in two tabs): the later one is given back.
    const other = charges.some((c) => c !== mine && (c.status === 'succeeded' || c.status === 'pending'));
    if (outcome === 'succeeded' && other) {
      await deps.payments.refund(record.reference, record.amountCents);
      await repos.payments.settle(
        record.reference,
        { status: 'failed', failureCode: 'refunded', serviceFeeCents: 0 },
        now,
      );
      return 'refunded';
    }
    await repos.payments.settle(
      record.reference,
      {
        status: outcome,
        failureCode: record.failure?.code ?? null,
        serviceFeeCents: outcome === 'succeeded' ? record.serviceFeeCents : 0,
      },
      now,
    );
    // The promo use the payment held is kept when it succeeds and given back when it fails (promo-use.ts).
    if (outcome === 'succeeded') await holdOfferPromoUse(repos, offerId);
    else await releaseOfferPromoUse(repos, offerId);
    const action = outcome === 'succeeded' ? 'payment-succeeded' : 'payment-failed';
    const moved = await changeOfferIn(repos, offerId, action, { actor: 'system', personId: null }, now);
    logChange(deps, offerId, action, moved);
    return outcome;
  });
  deps.log.info({ offerId, settled: result }, 'charge settled');
  return result;
}
