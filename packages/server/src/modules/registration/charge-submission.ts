import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { holdSubmissionPromoUse, PROMO_USED_UP_MESSAGE, releaseSubmissionPromoUse } from '../payment/promo-use';
import type { Repositories } from '../repositories';
import { checkoutPaymentInfo } from './checkout-fees';

export type Charged =
  | { kind: 'paid' }
  /** Nothing to charge; `discounted`: a promo code took what there was (its use is spent by the acceptance). */
  | { kind: 'nothing-due'; discounted?: boolean }
  /** The promo code's last use went to another family meanwhile: nothing is charged and the code comes off. */
  | { kind: 'promo-used-up' }
  | { kind: 'no-method' }
  /** A charge waits at the provider (a bank debit); it is not made again. */
  | { kind: 'pending' }
  /** The card's bank asks the family to confirm on the provider's page. */
  | { kind: 'action'; reference: string; actionUrl: string }
  | { kind: 'declined'; code: string; message: string };

/**
 * One payment of the checkout's fee, in the caller's transaction with the submission's row locked: a succeeded charge
 * answers every later call (concurrent calls wait for the lock and find it), else the fee as it stands now is charged
 * to the saved method and recorded, failed ones included. The provider's idempotency key makes a retry after a lost
 * answer the same charge.
 */
export async function chargeSubmissionIn(
  ctx: Pick<GraphQLContext, 'payments'>,
  repos: Repositories,
  submissionId: string,
  now: Date,
): Promise<Charged> {
  const checkout = repos.registrationCheckout;
  const charges = await checkout.chargesOf(submissionId);
  if (charges.some((c) => c.status === 'succeeded')) return { kind: 'paid' };
  const header = await checkout.header(submissionId);
  if (!header) return { kind: 'nothing-due' };
  const [schedules, promo, method] = await Promise.all([
    checkout.schedulesOf(submissionId),
    checkout.promoOf(submissionId),
    checkout.methodOf(submissionId),
  ]);
  const payment = checkoutPaymentInfo(header, schedules, promo, method?.method_type, false);
  if (!payment.isPaymentRequired) return { kind: 'nothing-due', discounted: payment.discountAmount > 0 };
  if (!method) return { kind: 'no-method' };
  if (charges.some((c) => c.status === 'pending')) return { kind: 'pending' };
  // The code's use is spent by this payment (payment/promo-use.ts): of two families paying for its last use, the
  // second finds it gone and is charged nothing; the page then shows the full fee.
  if (payment.discountAmount > 0 && (await holdSubmissionPromoUse(repos, submissionId, now)) === 'used-up')
    return { kind: 'promo-used-up' };
  const charged = await ctx.payments.charge({
    token: method.token,
    amountCents: payment.total,
    currency: payment.currency,
    idempotencyKey: `registration:${submissionId}:${method.token}:${payment.total}`,
    description: `${header.center_name} (${header.business_name})`,
  });
  const outcome = {
    status: charged.status,
    failureCode: charged.status === 'failed' ? charged.code : null,
    serviceFeeCents: charged.status === 'succeeded' ? charged.serviceFeeCents : 0,
  };
  const reference = 'reference' in charged ? charged.reference : null;
  // The same charge answered again (the family confirmed with their bank, then retried): its row gets the outcome.
  if (reference && charges.some((c) => c.reference === reference))
    await checkout.settleCharge(submissionId, reference, outcome);
  else
    await checkout.recordCharge({
      submissionId,
      processor: ctx.payments.processor,
      amountCents: payment.total,
      currency: payment.currency,
      reference,
      ...outcome,
      lastFour: method.last_four,
      methodType: method.method_type,
      now,
    });
  switch (charged.status) {
    case 'succeeded':
      return { kind: 'paid' };
    case 'pending':
      return { kind: 'pending' };
    case 'requires_action':
      return { kind: 'action', reference: charged.reference, actionUrl: charged.actionUrl };
    case 'failed':
      // The code stays on the checkout; its use is free again until the family pays.
      await releaseSubmissionPromoUse(repos, submissionId, now);
      return { kind: 'declined', code: charged.code, message: charged.message };
  }
}

/** chargeSubmissionIn in a transaction of its own, under the submission's row lock. */
export async function chargeSubmission(ctx: GraphQLContext, submissionId: string): Promise<Charged> {
  const now = ctx.clock.now();
  const charged = await ctx.withTransaction(async (repos) => {
    await repos.registrationCheckout.lock(submissionId);
    return chargeSubmissionIn(ctx, repos, submissionId, now);
  });
  ctx.log.info(
    {
      registrationSubmissionId: submissionId,
      payment: charged.kind,
      ...(charged.kind === 'declined' && { code: charged.code }),
    },
    'registration fee',
  );
  return charged;
}

const paymentError = (message: string, code: string, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extra } });

/** The error a charge that did not pay is answered with (as the offer's payEnrollmentFeeForOffer answers); null: paid or nothing due. */
export function chargeError(charged: Charged): GraphQLError | null {
  switch (charged.kind) {
    case 'paid':
    case 'nothing-due':
      return null;
    case 'no-method':
      return badInput('paymentToken', 'A payment method is required.');
    case 'pending':
      return paymentError('Your payment is being processed. Please try again later.', 'PAYMENT_PENDING');
    case 'action':
      return paymentError('Your bank asks you to confirm this payment.', 'PAYMENT_ACTION_REQUIRED', {
        actionUrl: charged.actionUrl,
        paymentReference: charged.reference,
      });
    case 'declined':
      return paymentError(charged.message, 'PAYMENT_DECLINED', { decline: charged.code });
    case 'promo-used-up':
      return paymentError(PROMO_USED_UP_MESSAGE, 'PROMO_USED_UP');
  }
}
