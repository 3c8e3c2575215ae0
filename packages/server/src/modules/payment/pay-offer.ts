import type { GraphQLContext } from '../../graphql/context';
import type { OfferHeader } from '../offer/offer.mapper';
import { changeOfferIn, logChange } from '../offer/change-offer';
import { offerPaymentInfo } from '../offer/offer-fees';
import { holdOfferPromoUse, releaseOfferPromoUse } from './promo-use';

export type Paid =
  | { kind: 'paid' }
  /** A bank debit was made; it settles (and accepts the offer) or is returned later. */
  | { kind: 'pending' }
  /** The card's bank asks the family to confirm on the provider's page. */
  | { kind: 'action'; reference: string; actionUrl: string }
  | { kind: 'declined'; code: string; message: string }
  | { kind: 'closed' }
  /** The promo code's last use went to another family meanwhile: nothing is charged and the code comes off. */
  | { kind: 'promo-used-up' }
  | { kind: 'unknown-token' }
  /** The centre charges no application fee (center/application-fees.ts): nothing is charged, the offer is accepted without one. */
  | { kind: 'fees-not-allowed' };

/**
 * One payment for an offer, under its row lock: a succeeded or pending charge answers every later call (no second
 * charge); else the fee as it stands now is charged, recorded, and its outcome moves the offer: success accepts it, a
 * failure opens it again, a pending debit or a confirmation step keeps it waiting for its payment.
 */
export async function payOffer(
  ctx: GraphQLContext,
  header: OfferHeader,
  token: string,
  personId: string | null,
): Promise<Paid> {
  if (!header.application_fees_allowed) return { kind: 'fees-not-allowed' };
  const now = ctx.clock.now();
  const offerId = header.id;
  const method = await ctx.payments.lookupMethod(token);
  if (!method) return { kind: 'unknown-token' };
  return ctx.withTransaction(async (repos) => {
    if (!(await repos.offers.lock(offerId))) return { kind: 'closed' };
    const charges = await repos.payments.chargesOf(offerId);
    if (charges.some((c) => c.status === 'succeeded')) return { kind: 'paid' };
    if (charges.some((c) => c.status === 'pending')) return { kind: 'pending' };
    const current = (await repos.offers.header(offerId))!;
    const payment = offerPaymentInfo(
      current,
      await repos.offers.schedulesOf(offerId),
      await repos.promos.ofOffer(offerId),
      method.type,
    );
    // The code's use is spent by this payment (promo-use.ts): of two families paying for its last use, the second
    // finds it gone and is charged nothing; the page then shows the full fee.
    const promoUse = payment.discountAmount > 0 ? await holdOfferPromoUse(repos, offerId) : 'none';
    if (promoUse === 'used-up') return { kind: 'promo-used-up' };
    // Move to ACCEPTED_OFFER_PENDING_PAYMENT first: it refuses an expired or closed offer before any charge.
    const pending = await changeOfferIn(repos, offerId, 'payment-pending', { actor: 'family', personId }, now);
    if (!pending.ok || !payment.isPaymentRequired) {
      if (promoUse === 'counted') await releaseOfferPromoUse(repos, offerId);
      return { kind: 'closed' };
    }
    const charged = await ctx.payments.charge({
      token,
      amountCents: payment.total,
      currency: payment.currency,
      // A retry with the same method for the same amount is the same charge at the provider.
      idempotencyKey: `offer:${offerId}:${token}:${payment.total}`,
      description: `${current.center_name} (${current.business_name})`,
    });
    // A confirmation step asked for again (the family reloaded) is the charge already recorded.
    const known = 'reference' in charged && charges.some((c) => c.reference === charged.reference);
    if (!known)
      await repos.payments.recordCharge({
        offerId,
        processor: ctx.payments.processor,
        amountCents: payment.total,
        currency: payment.currency,
        status: charged.status,
        reference: 'reference' in charged ? charged.reference : null,
        failureCode: charged.status === 'failed' ? charged.code : null,
        serviceFeeCents: charged.status === 'succeeded' ? charged.serviceFeeCents : 0,
        lastFour: method.lastFour,
        methodType: method.type,
        now,
      });
    switch (charged.status) {
      case 'succeeded': {
        const accepted = await changeOfferIn(repos, offerId, 'payment-succeeded', { actor: 'family', personId }, now);
        logChange(ctx, offerId, 'payment-succeeded', accepted);
        return { kind: 'paid' };
      }
      case 'pending':
        return { kind: 'pending' };
      case 'requires_action':
        return { kind: 'action', reference: charged.reference, actionUrl: charged.actionUrl };
      case 'failed':
        await changeOfferIn(repos, offerId, 'payment-failed', { actor: 'family', personId }, now);
        // The code stays on the offer; its use is free again until the family pays.
        await releaseOfferPromoUse(repos, offerId);
        return { kind: 'declined', code: charged.code, message: charged.message };
    }
  });
}
