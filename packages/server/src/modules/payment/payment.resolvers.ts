import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../../generated/resolvers.generated';
import { badInput } from '../../graphql/errors';
import { isBankMethod } from '../../payments/provider';
import { applicationFeesNotAllowed } from '../center/application-fees';
import { openOffer, requireOwnOffer } from '../offer/offer-access';
import { payOffer } from './pay-offer';
import { PROMO_USED_UP_MESSAGE } from './promo-use';
import { settleCharge } from './settle-charge';

/** The spec's text when a token cannot be kept (document 2, section 8). */
export const PAYMENT_SAVE_FAILED = 'Error Saving Payment Information';
/** A bank account is debited only with its holder's consent. */
export const DEBIT_CONSENT_REQUIRED = 'Debit consent is required to pay by bank account.';

const paymentError = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extra } });

export const paymentMutations: Pick<
  MutationResolvers,
  'setApplicationPaymentToken' | 'payEnrollmentFeeForOffer' | 'updatePayment'
> = {
  async setApplicationPaymentToken(_parent, { input }, ctx) {
    const header = await openOffer(ctx, input.linkCode);
    requireOwnOffer(header, input);
    const method = await ctx.payments.lookupMethod(input.paymentToken);
    if (!method) throw paymentError(PAYMENT_SAVE_FAILED, 'PAYMENT_TOKEN_INVALID');
    const bank = isBankMethod(method.type);
    if (bank && input.debitConsent !== true) throw badInput('debitConsent', DEBIT_CONSENT_REQUIRED);
    const now = ctx.clock.now();
    await ctx.repos.payments.setMethod(header.id, ctx.payments.processor, method, now, bank ? now : null);
    ctx.log.info({ offerId: header.id, methodType: method.type }, 'payment method set');
    return {
      paymentToken: method.token,
      methodType: method.type,
      brand: method.brand,
      lastFour: method.lastFour,
      isAutoPay: bank,
    };
  },

  async payEnrollmentFeeForOffer(_parent, { linkCode, paymentToken, ...ids }, ctx) {
    const header = await openOffer(ctx, linkCode);
    requireOwnOffer(header, ids);
    const paid = await payOffer(ctx, header, paymentToken, null);
    ctx.log.info(
      { offerId: header.id, payment: paid.kind, ...(paid.kind === 'declined' && { code: paid.code }) },
      'offer fee',
    );
    switch (paid.kind) {
      case 'paid':
      case 'pending':
        return true;
      case 'unknown-token':
        throw paymentError(PAYMENT_SAVE_FAILED, 'PAYMENT_TOKEN_INVALID');
      case 'declined':
        throw paymentError(paid.message, 'PAYMENT_DECLINED', { decline: paid.code });
      case 'action':
        // Not a failure: the page shows the bank's confirmation step, then reports it with updatePayment.
        throw paymentError('Your bank asks you to confirm this payment.', 'PAYMENT_ACTION_REQUIRED', {
          actionUrl: paid.actionUrl,
          paymentReference: paid.reference,
        });
      case 'closed':
        throw paymentError('This offer can no longer be paid.', 'OFFER_CLOSED');
      case 'promo-used-up':
        throw paymentError(PROMO_USED_UP_MESSAGE, 'PROMO_USED_UP');
      case 'fees-not-allowed':
        throw applicationFeesNotAllowed();
    }
  },

  async updatePayment(_parent, { linkCode, paymentReference, paymentAmount, paymentDate, ...ids }, ctx) {
    const header = await openOffer(ctx, linkCode);
    requireOwnOffer(header, ids);
    if (!/^\d{4}-\d{2}-\d{2}/.test(paymentDate) || Number.isNaN(Date.parse(paymentDate)))
      throw badInput('paymentDate', 'paymentDate must be an ISO 8601 date.');
    const owner = await ctx.repos.payments.offerOfCharge(paymentReference);
    const record = owner?.application_offer_id === header.id ? await ctx.payments.lookupCharge(paymentReference) : null;
    // The page reports what it saw; the provider's record decides, and it must be this offer's charge, in full.
    if (!record || record.amountCents !== paymentAmount)
      throw badInput('paymentReference', 'This payment does not match the offer.');
    if (record.status === 'pending' || record.status === 'requires_action') return false;
    await settleCharge(ctx, record);
    ctx.log.info({ offerId: header.id, outcome: record.status }, 'payment reported');
    if (record.status === 'failed')
      throw paymentError(
        record.failure?.message ?? 'There is an issue with the payment. Please try again.',
        'PAYMENT_DECLINED',
        {
          decline: record.failure?.code ?? 'processing_error',
        },
      );
    return true;
  },
};
