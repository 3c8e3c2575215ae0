// Kept apart from tokenRefresh.ts (which every widget loads): only screens that need a session ask this.
import { EMPTY_TOKEN_MESSAGE, UNAUTHENTICATED_CODES } from './tokenRefresh';

/**
 * Whether a failed query was refused for want of a session, even after the one retry with a new token (or with
 * none: "Empty AccessToken"): the parent has to sign in again.
 */
export function isSignInNeeded(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const apollo = error as {
    graphQLErrors?: readonly { message?: string; extensions?: { code?: unknown } | null }[];
    message?: string;
  };
  if (apollo.message === EMPTY_TOKEN_MESSAGE) return true;
  return (apollo.graphQLErrors ?? []).some(
    (e) => UNAUTHENTICATED_CODES.includes(String(e.extensions?.code)) || e.message === EMPTY_TOKEN_MESSAGE,
  );
}
