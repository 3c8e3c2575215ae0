import { object } from 'superstruct';
import { Email, PersonName } from '@cc/core';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';
import { requireStruct } from '../../graphql/struct-input';
import { notFound } from '../../graphql/errors';
import { hashEmail } from '../../security/one-time-code';
import { requireBusiness } from '../business/business.access';
import type { GraphQLContext } from '../../graphql/context';
import { answerChallenge, issueChallenge } from './sign-in';
import { requireSession } from './session.access';

/** Counted per address and per email (its hash, a minute and a day) before anything is looked up, known or not. */
async function countCodeRequest(ctx: GraphQLContext, email: string): Promise<void> {
  await ctx.rateLimiter.check('requestSignInCode', ctx.clientIp);
  const emailKey = hashEmail(email);
  await ctx.rateLimiter.check('requestSignInCodePerEmail', emailKey);
  await ctx.rateLimiter.check('requestSignInCodePerEmailPerDay', emailKey);
}

/** Who signs in with this email at the business: a family member on one of its accounts, else a member of staff. */
async function signInPersonOf(ctx: GraphQLContext, businessId: string, email: string): Promise<string | undefined> {
  // Both are always asked, so a known and an unknown email cost the same statements.
  const [holder, staff] = await Promise.all([
    ctx.repos.persons.findHolderByEmail(businessId, email),
    ctx.repos.staff.findByEmail(businessId, email),
  ]);
  return holder?.personId ?? staff;
}

export const identityQueries: Pick<QueryResolvers, 'fetchMe'> = {
  async fetchMe(_parent, { businessId }, ctx) {
    const session = await requireSession(ctx, businessId ?? undefined);
    const [person, children] = await Promise.all([
      ctx.repos.persons.findById(session.personId),
      ctx.repos.children.ofPerson(session.businessId, session.personId),
    ]);
    if (!person) throw notFound('Person');
    return {
      id: person.id,
      businessId: session.businessId,
      firstName: person.first_name,
      lastName: person.last_name,
      email: person.email,
      children: children.map((child) => ({
        id: child.id,
        accountId: child.account_id,
        firstName: child.first_name,
        lastName: child.last_name,
        dateOfBirth: child.date_of_birth,
      })),
    };
  },
};

export const identityMutations: Pick<
  MutationResolvers,
  'requestSignInCode' | 'signUp' | 'answerSignInChallenge' | 'signOut'
> = {
  async requestSignInCode(_parent, args, ctx) {
    const email = requireStruct('email', Email, args.email);
    await countCodeRequest(ctx, email);
    const business = await requireBusiness(ctx, 'businessId', args.businessId);
    return issueChallenge(ctx, business, email, await signInPersonOf(ctx, business.id, email));
  },

  async signUp(_parent, { input }, ctx) {
    const email = requireStruct('input.email', Email, input.email);
    await countCodeRequest(ctx, email);
    const business = await requireBusiness(ctx, 'input.businessId', input.businessId);
    const names = requireStruct('input', object({ firstName: PersonName, lastName: PersonName }), {
      firstName: input.firstName,
      lastName: input.lastName,
    });
    const known = await signInPersonOf(ctx, business.id, email);
    if (known) return issueChallenge(ctx, business, email, known);
    const personId = await ctx.withTransaction(async (repos) => {
      const id = await repos.persons.insertSignUp({ ...names, email });
      await repos.accounts.createHeldBy(business.id, id, names.lastName.trim());
      return id;
    });
    ctx.log.info({ personId, businessId: business.id }, 'signed up');
    return issueChallenge(ctx, business, email, personId);
  },

  async answerSignInChallenge(_parent, { input }, ctx) {
    await ctx.rateLimiter.check('answerSignInChallenge', ctx.clientIp);
    return answerChallenge(ctx, input);
  },

  async signOut(_parent, _args, ctx) {
    const session = await requireSession(ctx);
    await ctx.repos.sessions.revoke(session.sessionId, ctx.clock.now());
    ctx.log.info({ sessionId: session.sessionId }, 'signed out');
    return true;
  },
};
