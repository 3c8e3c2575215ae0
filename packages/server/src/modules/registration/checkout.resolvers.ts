import { GraphQLError } from 'graphql';
import type {
  MutationResolvers,
  QueryResolvers,
  RegistrationSubmissionOffer,
} from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import { isBankMethod } from '../../payments/provider';
import { applicationFeesNotAllowed } from '../center/application-fees';
import { PAYMENT_SAVE_FAILED } from '../payment/payment.resolvers';
import { providerInfo } from '../payment/provider-info';
import { acceptSubmission } from './accept-submission';
import { chargeError, chargeSubmission } from './charge-submission';
import { PAYABLE_STATES } from './checkout-fees';
import { applySubmissionPromo } from './checkout-promo';
import { toSubmissionOffer } from './checkout.mapper';
import { openSubmission, requireOwnSubmission, type SubmissionHeader } from './submission-access';

/** The checkout as the header shows it (document 2, "Registration checkout"), with a provider session while a fee is due. */
async function checkoutPage(ctx: GraphQLContext, header: SubmissionHeader): Promise<RegistrationSubmissionOffer> {
  const checkout = ctx.repos.registrationCheckout;
  const [schedules, promo, method, charges] = await Promise.all([
    checkout.schedulesOf(header.id),
    checkout.promoOf(header.id),
    checkout.methodOf(header.id),
    checkout.chargesOf(header.id),
  ]);
  const isPaid = charges.some((c) => c.status === 'succeeded');
  const offer = toSubmissionOffer(header, schedules, promo, method, isPaid);
  if (!offer.paymentInfo.isPaymentRequired) return offer;
  const info = await providerInfo(ctx, header.center_id, header.region, ctx.clock.now());
  // The checkout charges its fee at once: cards only (a bank debit would settle days later).
  return { ...offer, paymentProviderInfo: { ...info, acceptedPaymentTypes: ['credit-card'] } };
}

/** The checkout after a change: the submission read again. */
async function checkoutPageNow(ctx: GraphQLContext, header: SubmissionHeader): Promise<RegistrationSubmissionOffer> {
  return checkoutPage(ctx, (await ctx.repos.registrationCheckout.header(header.id)) ?? header);
}

const refusedError = (message: string, code: string) => new GraphQLError(message, { extensions: { code } });

interface SubmissionIds {
  linkCode: string;
  businessId: string;
  registrationId: string;
  registrationSubmissionId: string;
}

/** Opens the submission by its link code and checks the ids the call names are that submission's. */
async function ownSubmission(ctx: GraphQLContext, args: SubmissionIds): Promise<SubmissionHeader> {
  const header = await openSubmission(ctx, args.linkCode);
  requireOwnSubmission(header, args);
  return header;
}

export const checkoutQueries: Pick<QueryResolvers, 'registrationSubmissionOfferForLinkCode'> = {
  async registrationSubmissionOfferForLinkCode(_parent, { linkCode }, ctx) {
    return checkoutPage(ctx, await openSubmission(ctx, linkCode));
  },
};

export const checkoutMutations: Pick<
  MutationResolvers,
  | 'setRegistrationSubmissionPaymentToken'
  | 'chargeRegistrationSubmissionFee'
  | 'acceptRegistrationSubmission'
  | 'applyRegistrationSubmissionPromoCode'
> = {
  async setRegistrationSubmissionPaymentToken(_parent, { paymentToken, ...ids }, ctx) {
    const header = await ownSubmission(ctx, ids);
    const charges = await ctx.repos.registrationCheckout.chargesOf(header.id);
    if (charges.some((c) => c.status === 'succeeded'))
      throw refusedError('This registration has already been paid.', 'ALREADY_PAID');
    if (!PAYABLE_STATES.includes(header.state))
      throw refusedError('This registration can no longer be paid.', 'SUBMISSION_CLOSED');
    const method = await ctx.payments.lookupMethod(paymentToken);
    if (!method) throw refusedError(PAYMENT_SAVE_FAILED, 'PAYMENT_TOKEN_INVALID');
    if (isBankMethod(method.type)) throw badInput('paymentToken', 'The registration checkout takes cards only.');
    await ctx.repos.registrationCheckout.setMethod(header.id, ctx.payments.processor, method, ctx.clock.now());
    ctx.log.info({ registrationSubmissionId: header.id, methodType: method.type }, 'registration payment method set');
    return { paymentToken: method.token, methodType: method.type, brand: method.brand, lastFour: method.lastFour };
  },

  async chargeRegistrationSubmissionFee(_parent, ids, ctx) {
    const header = await ownSubmission(ctx, ids);
    if (!header.application_fees_allowed) throw applicationFeesNotAllowed();
    const error = chargeError(await chargeSubmission(ctx, header.id));
    if (error) throw error;
    return true;
  },

  async acceptRegistrationSubmission(_parent, { termsAccepted, ...ids }, ctx) {
    const header = await ownSubmission(ctx, ids);
    const accepted = await acceptSubmission(ctx, header, termsAccepted);
    if (accepted.kind === 'charge-failed') throw accepted.error;
    const submission = await checkoutPageNow(ctx, header);
    return accepted.kind === 'refused'
      ? { success: false, errors: [accepted.error], submission }
      : { success: true, errors: [], submission };
  },

  async applyRegistrationSubmissionPromoCode(_parent, { promoCode, ...ids }, ctx) {
    const header = await ownSubmission(ctx, ids);
    const refusal = await applySubmissionPromo(ctx, header, promoCode);
    const submission = await checkoutPageNow(ctx, header);
    return refusal
      ? { success: false, errors: [{ path: 'promoCode', key: refusal }], submission }
      : { success: true, errors: [], submission };
  },
};
