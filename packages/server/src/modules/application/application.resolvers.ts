import { optional } from 'superstruct';
import { ChildWithDob, Email, PersonName, PhoneNumberString, toE164, type PersonMatchResult } from '@cc/core';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';
import { requireStruct } from '../../graphql/struct-input';
import { requireBusiness } from '../business/business.access';
import { submitApplication } from './submit-application';

export const applicationQueries: Pick<QueryResolvers, 'personExists' | 'isKnownChild'> = {
  // Counted before anything is looked at, so probing with bad or unknown values costs the same as real ones.
  async personExists(_parent, args, ctx) {
    await ctx.rateLimiter.check('personExists', ctx.clientIp);
    const business = await requireBusiness(ctx, 'businessId', args.businessId);
    const who = {
      firstName: requireStruct('firstName', PersonName, args.firstName),
      lastName: requireStruct('lastName', PersonName, args.lastName),
      email: requireStruct('email', Email, args.email),
    };
    const phone = requireStruct('phone', optional(PhoneNumberString), args.phone?.trim() || undefined);
    const matches = await ctx.repos.persons.findByNameAndEmail(business.id, who);
    // Nobody can sign in until parent sign-in exists (person.login_enabled_at stays null), so EXACTWITHLOGIN is
    // returned only for people whose sign-in has been enabled.
    let result: PersonMatchResult = 'NONE';
    if (matches.length > 1) result = 'MULTIPLE';
    else if (matches.length === 1) result = matches[0]!.canSignIn ? 'EXACTWITHLOGIN' : 'EXACT';
    const e164 = phone === undefined ? undefined : toE164(phone);
    const phoneMatch = e164 === undefined ? false : await ctx.repos.persons.isPhoneKnown(business.id, e164);
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
  async submitApplication(_parent, { input }, ctx) {
    return submitApplication(ctx, input);
  },
};
