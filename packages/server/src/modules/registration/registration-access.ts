import type { GraphQLContext } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import { hashLinkCode, isWellFormedLinkCode } from '../../security/link-code';
import { originMayUse } from '../business/business.access';
import type { BusinessRow } from '../business/business.table';
import { refuseDuringMaintenance } from './maintenance';
import type { RegistrationRepository } from './registration.repository';

export type OpenedRegistration = NonNullable<Awaited<ReturnType<RegistrationRepository['findByLinkCodeHash']>>>;

const WHAT = 'Registration';

/**
 * The registration a link code opens, with its business. Malformed codes, unknown codes, an inactive business or
 * centre and a page the business does not allow all get the same "Registration not found." (counted per client, as
 * offer links are: 128-bit codes are not guessed, this stops scanning). Then the business's maintenance window
 * closes every registration operation (MAINTENANCE).
 */
export async function openRegistration(
  ctx: GraphQLContext,
  linkCode: string,
): Promise<{ registration: OpenedRegistration; business: BusinessRow }> {
  await ctx.rateLimiter.check('offerByCode', ctx.clientIp);
  const registration = isWellFormedLinkCode(linkCode)
    ? await ctx.repos.registrations.findByLinkCodeHash(hashLinkCode(linkCode))
    : undefined;
  const business = registration ? await ctx.repos.businesses.findActive(registration.business_id) : undefined;
  if (!registration || !business || !originMayUse(ctx, business)) throw notFound(WHAT);
  await refuseDuringMaintenance(ctx, business.id);
  return { registration, business };
}

/** The ids a call names beside the link code must be the link's own registration; others are "not found". */
export function requireOwnRegistration(
  registration: Pick<OpenedRegistration, 'id' | 'business_id'>,
  ids: { businessId: string; registrationId: string },
): void {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (!same(ids.businessId, registration.business_id) || !same(ids.registrationId, registration.id)) {
    throw notFound(WHAT);
  }
}
