// A parent's session as the portal's sign-in leaves it (only its hash stored), for what is not about signing in: a
// signed-in screen's requests, the first-step benchmark. Sign-in itself is driven through the mailed code elsewhere.
import type { BrowserContext } from 'playwright-core';
import { TOKEN_COOKIE } from '../../../host/cookie';
import { SessionRepository } from '../../../packages/server/src/modules/identity/session.repository';
import { hashToken, newToken } from '../../../packages/server/src/security/one-time-code';
import type { TestServer } from './server';

const HOUR_MS = 60 * 60 * 1000;

/** A new session for the demo parent with this email, in that business; returns its bearer token. */
export async function demoParentToken(server: TestServer, email: string, businessId: string): Promise<string> {
  const person = await server.db.selectFrom('person').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const token = newToken();
  const now = server.clock.now();
  await new SessionRepository(server.db).insert({
    tokenHash: hashToken(token),
    personId: person.id,
    businessId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HOUR_MS),
  });
  return token;
}

/** The hosted page's token cookie, as the mobile app or the portal's sign-in sets it. */
export async function signInContext(context: BrowserContext, server: TestServer, token: string): Promise<void> {
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: server.url }]);
}
