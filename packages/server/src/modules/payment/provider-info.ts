import type { PaymentProviderInfo } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';

/**
 * A fresh session of the centre's payment provider, for the page (the caller's origin) about to frame its fields. The
 * offer page and the registration checkout both hand one out while a fee is due.
 */
export async function providerInfo(
  ctx: GraphQLContext,
  centerId: string,
  region: string,
  now: Date,
): Promise<PaymentProviderInfo> {
  const session = await ctx.payments.prepareSession(ctx.origin ?? ctx.selfOrigin, now, region);
  return {
    centerId,
    paymentProcessorType: ctx.payments.processor,
    isSandbox: ctx.payments.isSandbox,
    fieldsUrl: session.fieldsUrl,
    fieldsOrigin: session.fieldsOrigin,
    bankFieldsUrl: session.bankFieldsUrl,
    // Document 2, section 7: cards only where the processor takes them (PAYRIX; the sandbox stands in for any).
    acceptedPaymentTypes:
      ctx.payments.processor === 'PAYRIX' || ctx.payments.isSandbox
        ? ['credit-card', 'bank-account']
        : ['bank-account'],
    session: {
      key: session.key,
      expiresAt: session.expiresAt.toISOString(),
      durationAvailable: session.durationMinutes,
    },
  };
}
