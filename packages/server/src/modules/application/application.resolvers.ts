import { optional } from 'superstruct';
import { ChildWithDob, Email, PersonName, phoneCountryOf, phoneNumberString, toE164 } from '@cc/core';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';
import { requireStruct } from '../../graphql/struct-input';
import { requireBusiness } from '../business/business.access';
import { hashEmail } from '../../security/one-time-code';
import { personMatchOf } from '../family/person-match';
import { submitApplication } from './submit-application';

export const applicationQueries: Pick<QueryResolvers, 'personExists' | 'isKnownChild'> = {
  // Counted before anything is looked at, so probing with bad or unknown values costs the same as real ones.
  async personExists(_parent, args, ctx) {
    const clientCalls = await ctx.rateLimiter.check('personExists', ctx.clientIp);
    const business = await requireBusiness(ctx, 'businessId', args.businessId);
    // Both names empty: the registration's email page, which asks by email alone (person-match.ts).
    const byEmailOnly = args.firstName === '' && args.lastName === '';
    const who = {
      firstName: byEmailOnly ? '' : requireStruct('firstName', PersonName, args.firstName),
      lastName: byEmailOnly ? '' : requireStruct('lastName', PersonName, args.lastName),
      email: requireStruct('email', Email, args.email),
    };
    // Asked by email alone the answer tells whether the business knows the email: counted per email and against the
    // business's share too, before anything is looked up, so a known and an unknown email cost the same.
    if (byEmailOnly) {
      await ctx.rateLimiter.check('personExistsByEmail', `${business.id}:${hashEmail(who.email)}`);
      await ctx.rateLimiter.checkShare('personExistsByEmailPerBusiness', business.id, clientCalls);
    }
    const country = phoneCountryOf(business.region);
    const phone = requireStruct('phone', optional(phoneNumberString(country)), args.phone?.trim() || undefined);
    const e164 = phone === undefined ? undefined : toE164(phone, country);
    // The account the email is on is for staff only (an enquiry names it); the widget learns only the match.
    const { result, phoneMatch } = await personMatchOf(ctx.repos.persons, business.id, who, e164);
    return { result, phoneMatch };
  },

  async isKnownChild(_parent, { input }, ctx) {
    await ctx.rateLimiter.check('isKnownChild', ctx.clientIp);
    const business = await requireBusiness(ctx, 'input.businessId', input.businessId);
    const { businessId: _businessId, ...child } = input;
    return ctx.repos.children.isKnownInBusiness(business.id, requireStruct('input', ChildWithDob, child));
  },
};

export const applicationMutations: Pick<MutationResolvers, 'submitApplication'> = {
  // Counted per address and per business before anything is read or written (see RATE_LIMITS).
  async submitApplication(_parent, { input }, ctx) {
    const clientCalls = await ctx.rateLimiter.check('submitApplication', ctx.clientIp);
    await ctx.rateLimiter.checkShare(
      'submitApplicationPerBusiness',
      String(input.businessId).toLowerCase().slice(0, 64),
      clientCalls,
    );
    return submitApplication(ctx, input);
  },
};
