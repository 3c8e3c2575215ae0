import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';
import { badInput } from '../../graphql/errors';
import { notFound } from '../../graphql/errors';
import { openOffer } from '../offer/offer-access';

/**
 * The bank page's details, encrypted under the provider's public key, taken to the provider's tokenizer (document
 * 2, section 7: `token`). The link code authorises it: the business (secretKeyId) and centre must be its offer's.
 * The API forwards ciphertext it cannot read; the tokenizer's refusals come back as data, to be shown beside the
 * account number.
 */
export const bankTokenMutations: Pick<MutationResolvers, 'token'> = {
  async token(_parent, { input }, ctx) {
    await ctx.rateLimiter.check('bankToken', ctx.clientIp);
    const header = await openOffer(ctx, input.linkCode);
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    if (!same(input.secretKeyId, header.business_id) || !same(input.centerId, header.center_id))
      throw notFound('Offer');
    if (input.isSandbox !== ctx.payments.isSandbox)
      throw badInput('isSandbox', 'These details were entered on another provider’s page.');
    const accountType = input.accountType === 'SAVINGS_ACCOUNT' ? 'SAVINGS_ACCOUNT' : 'CHECKING_ACCOUNT';
    const result = await ctx.payments.tokenizeBank({
      sessionKey: input.sessionKey,
      businessId: header.business_id,
      accountType,
      encrypted: {
        first: input.first,
        last: input.last,
        routing: input.routing,
        paymentNumber: input.paymentNumber,
      },
    });
    ctx.log.info({ offerId: header.id, tokenized: result.ok }, 'bank details tokenized');
    return result.ok
      ? { token: result.method.token, methodType: result.method.type, lastFour: result.method.lastFour, errors: [] }
      : { token: null, methodType: null, lastFour: null, errors: result.errors };
  },
};

/** The payment session as it stands, polled by the page (document 2, section 7: the centre payment session query). */
export const paymentSessionQueries: Pick<QueryResolvers, 'paymentSession'> = {
  async paymentSession(_parent, { centerId, linkCode, key }, ctx) {
    const header = await openOffer(ctx, linkCode);
    if (header.center_id.toLowerCase() !== centerId.toLowerCase()) throw notFound('Offer');
    const status = await ctx.payments.sessionStatus(key);
    return status
      ? { key, expiresAt: status.expiresAt.toISOString(), durationAvailable: status.durationMinutes }
      : null;
  },
};
