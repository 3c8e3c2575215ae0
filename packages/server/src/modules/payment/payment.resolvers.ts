import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { changeOfferIn, logChange } from '../offer/change-offer';
import { openOffer, requireOwnOffer } from '../offer/offer-access';
import { offerPaymentInfo } from '../offer/offer-fees';

/** The spec's text when a token cannot be kept (document 2, section 8). */
export const PAYMENT_SAVE_FAILED = 'Error Saving Payment Information';

const paymentError = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extra } });

type Paid = { kind: 'paid' } | { kind: 'declined'; code: string; message: string } | { kind: 'closed' };

/**
 * One payment for an offer, under its row lock: a succeeded charge answers every later call (no second charge); else
 * the fee as it stands now is charged, recorded, and on success the offer is accepted by its payment.
 */
async function payOffer(ctx: GraphQLContext, offerId: string, token: string, personId: string | null): Promise<Paid> {
  const now = ctx.clock.now();
  const method = await ctx.payments.lookupMethod(token);
  if (!method) throw paymentError(PAYMENT_SAVE_FAILED, 'PAYMENT_TOKEN_INVALID');
  return ctx.withTransaction(async (repos) => {
    if (!(await repos.offers.lock(offerId))) return { kind: 'closed' };
    if ((await repos.payments.chargesOf(offerId)).some((c) => c.status === 'succeeded')) return { kind: 'paid' };
    const header = (await repos.offers.header(offerId))!;
    const payment = offerPaymentInfo(
      header,
      await repos.offers.schedulesOf(offerId),
      await repos.promos.ofOffer(offerId),
      method.type,
    );
    // Move to ACCEPTED_OFFER_PENDING_PAYMENT first: it refuses an expired or closed offer before any charge.
    const pending = await changeOfferIn(repos, offerId, 'payment-pending', { actor: 'family', personId }, now);
    if (!pending.ok || !payment.isPaymentRequired) return { kind: 'closed' };
    const charged = await ctx.payments.charge({
      token,
      amountCents: payment.total,
      currency: payment.currency,
      idempotencyKey: `offer:${offerId}:${token}`,
    });
    await repos.payments.recordCharge({
      offerId,
      processor: ctx.payments.processor,
      amountCents: payment.total,
      currency: payment.currency,
      status: charged.ok ? 'succeeded' : 'failed',
      reference: charged.ok ? charged.reference : null,
      failureCode: charged.ok ? null : charged.code,
      serviceFeeCents: charged.ok ? charged.serviceFeeCents : 0,
      lastFour: method.lastFour,
      now,
    });
    if (!charged.ok) return { kind: 'declined', code: charged.code, message: charged.message };
    const accepted = await changeOfferIn(repos, offerId, 'payment-succeeded', { actor: 'family', personId }, now);
    logChange(ctx, offerId, 'payment-succeeded', accepted);
    return { kind: 'paid' };
  });
}

export const paymentMutations: Pick<MutationResolvers, 'setApplicationPaymentToken' | 'payEnrollmentFeeForOffer'> = {
  async setApplicationPaymentToken(_parent, { input }, ctx) {
    const header = await openOffer(ctx, input.linkCode);
    requireOwnOffer(header, input);
    const method = await ctx.payments.lookupMethod(input.paymentToken);
    if (!method) throw paymentError(PAYMENT_SAVE_FAILED, 'PAYMENT_TOKEN_INVALID');
    await ctx.repos.payments.setMethod(header.id, ctx.payments.processor, method, ctx.clock.now());
    ctx.log.info({ offerId: header.id, methodType: method.type }, 'payment method set');
    return { paymentToken: method.token, methodType: method.type, brand: method.brand, lastFour: method.lastFour };
  },

  async payEnrollmentFeeForOffer(_parent, { linkCode, paymentToken, ...ids }, ctx) {
    const header = await openOffer(ctx, linkCode);
    requireOwnOffer(header, ids);
    const paid = await payOffer(ctx, header.id, paymentToken, null);
    ctx.log.info(
      { offerId: header.id, payment: paid.kind, ...(paid.kind === 'declined' && { code: paid.code }) },
      'offer fee',
    );
    if (paid.kind === 'declined') throw paymentError(paid.message, 'PAYMENT_DECLINED', { decline: paid.code });
    if (paid.kind === 'closed') throw paymentError('This offer can no longer be paid.', 'OFFER_CLOSED');
    return true;
  },
};
