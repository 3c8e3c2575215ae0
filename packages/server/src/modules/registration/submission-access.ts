import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { hashLinkCode, isWellFormedLinkCode } from '../../security/link-code';
import { originMayUse } from '../business/business.access';
import type { CheckoutRepository } from './checkout.repository';
import { refuseDuringMaintenance } from './maintenance';

export type SubmissionHeader = NonNullable<Awaited<ReturnType<CheckoutRepository['header']>>>;

const WHAT = 'Registration submission';

/**
 * The submission a checkout link opens. Malformed and unknown codes, an inactive business and a page the business
 * does not allow all get the same "Registration submission not found." (counted per client, as offer links are:
 * 128-bit codes are not guessed, this stops scanning); then the business's maintenance window closes the checkout.
 */
export async function openSubmission(ctx: GraphQLContext, linkCode: string): Promise<SubmissionHeader> {
  await ctx.rateLimiter.check('offerByCode', ctx.clientIp);
  const header = isWellFormedLinkCode(linkCode)
    ? await ctx.repos.registrationCheckout.headerByLinkCodeHash(hashLinkCode(linkCode))
    : undefined;
  const business = header ? await ctx.repos.businesses.findActive(header.business_id) : undefined;
  if (!header || !business || !originMayUse(ctx, business)) throw notFound(WHAT);
  await refuseDuringMaintenance(ctx, header.business_id);
  return header;
}

/**
 * The ids a call names must be its link code's submission: a link code opens exactly its own records, so another
 * family's ids with this code are answered as unknown.
 */
export function requireOwnSubmission(
  header: Pick<SubmissionHeader, 'id' | 'business_id' | 'registration_id'>,
  ids: { businessId: string; registrationId: string; registrationSubmissionId: string },
): void {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const own =
    same(ids.businessId, header.business_id) &&
    same(ids.registrationId, header.registration_id) &&
    same(ids.registrationSubmissionId, header.id);
  if (!own) throw notFound(WHAT);
}
