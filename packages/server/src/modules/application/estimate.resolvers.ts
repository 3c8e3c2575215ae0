import { CURRENCY_BY_REGION, DryRunOffers, type CurrencyCode } from '@cc/core';
import type { DryRunOfferInput, QueryResolvers } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import { requireStruct } from '../../graphql/struct-input';
import { requireBusiness, requireCenterOf } from '../business/business.access';
import { costEstimate, paymentInfo, type PricedOffer } from './estimate';

interface EstimateArgs {
  businessId: string;
  centerId: string;
  dryRunOffers: DryRunOfferInput[];
}

const CURRENCIES: readonly string[] = Object.values(CURRENCY_BY_REGION);

/** The business, its currency, and each dry-run offer with its program at the centre; ids must belong together. */
async function priceOffers(ctx: GraphQLContext, args: EstimateArgs) {
  const business = await requireBusiness(ctx, 'businessId', args.businessId);
  const center = await requireCenterOf(ctx, business, 'centerId', args.centerId);
  const offers = requireStruct('dryRunOffers', DryRunOffers, args.dryRunOffers);
  if (!CURRENCIES.includes(business.currency)) throw new Error(`Business ${business.id} has no known currency.`);
  const programIds = [...new Set(offers.map((offer) => offer.expectedOfferedProgramId.toLowerCase()))];
  const programs = new Map(
    await Promise.all(
      programIds.map(async (id) => [id, await ctx.repos.programs.findAtCenter(business.id, center.id, id)] as const),
    ),
  );
  const priced: PricedOffer[] = [];
  for (const [i, offer] of offers.entries()) {
    const program = programs.get(offer.expectedOfferedProgramId.toLowerCase());
    if (!program) throw notFound('Program');
    if (offer.feeId && offer.feeId.toLowerCase() !== program.row.fee_id) {
      throw badInput(`dryRunOffers.${i}.feeId`, `dryRunOffers.${i}.feeId is not the program's fee at this centre.`);
    }
    priced.push({ offer, program });
  }
  return { priced, currency: business.currency as CurrencyCode };
}

// familyReceivesSubsidy is accepted for the spec's signature; subsidies do not change an estimate yet.
export const estimateQueries: Pick<QueryResolvers, 'weeklyCostEstimateForReEnrolment' | 'paymentForReEnrolment'> = {
  async weeklyCostEstimateForReEnrolment(_parent, args, ctx) {
    const { priced, currency } = await priceOffers(ctx, args);
    return costEstimate(priced, currency);
  },

  async paymentForReEnrolment(_parent, args, ctx) {
    const { priced, currency } = await priceOffers(ctx, args);
    return paymentInfo(priced, currency);
  },
};
