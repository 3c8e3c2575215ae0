import type { GraphQLContext } from '../../graphql/context';
import { unauthenticated } from '../../graphql/errors';
import { bearerToken, hashToken } from '../../security/one-time-code';
import type { SessionOwner } from './session.repository';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
/** The spec's text when a token is sent but empty. */
export const EMPTY_TOKEN_MESSAGE = 'Empty AccessToken';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

const looked = new WeakMap<object, Promise<SessionOwner | undefined>>();

/** The request's session, looked up once per request; undefined without a usable token. */
export function sessionOf(ctx: GraphQLContext): Promise<SessionOwner | undefined> {
  let found = looked.get(ctx);
  if (!found) {
    const token = bearerToken(ctx.authorization);
    found = token ? ctx.repos.sessions.findActive(hashToken(token), ctx.clock.now()) : Promise.resolve(undefined);
    looked.set(ctx, found);
  }
  return found;
}

/**
 * The signed-in person, for every resolver that returns family data. UNAUTHENTICATED (the widget then asks its host
 * for a new token and retries once) when no token came, it is empty, unknown, expired or revoked, or it belongs to
 * another business than the one asked about.
 */
export async function requireSession(ctx: GraphQLContext, businessId?: string): Promise<SessionOwner> {
  const token = bearerToken(ctx.authorization);
  if (token === undefined) throw unauthenticated(SIGN_IN_REQUIRED_MESSAGE);
  if (token === '') throw unauthenticated(EMPTY_TOKEN_MESSAGE);
  const session = await sessionOf(ctx);
  if (!session) throw unauthenticated(SESSION_ENDED_MESSAGE);
  if (businessId !== undefined && session.businessId !== businessId.toLowerCase()) {
    throw unauthenticated(SIGN_IN_REQUIRED_MESSAGE);
  }
  return session;
}
