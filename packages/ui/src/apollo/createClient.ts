import { ApolloClient, InMemoryCache, type NormalizedCacheObject } from '@apollo/client/core';
import { jsonLink } from './jsonLink';
import { tokenRefreshLink } from './tokenRefresh';

export interface CreateClientOptions {
  /** The element's `api` attribute (or the loader's default). */
  uri: string;
  /** Read on every request, so a token set after the client exists is still used. */
  getToken: () => string | undefined;
  /** Asked for a new token when the server answers UNAUTHENTICATED; the operation is then sent once more. */
  refreshToken?: () => Promise<string | undefined>;
  fetch?: typeof fetch;
}

/**
 * One client per element. The token travels only in the Authorization header, never in the URL,
 * and no cookies are sent: widgets run on other sites' origins.
 */
export function createClient({
  uri,
  getToken,
  refreshToken,
  fetch: fetchImpl,
}: CreateClientOptions): ApolloClient<NormalizedCacheObject> {
  if (!/^https?:\/\//.test(new URL(uri, location.href).href)) {
    throw new Error(`The api attribute must be an http(s) URL, got "${uri}".`);
  }
  const headers = (): Record<string, string> => {
    const token = getToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  };
  const http = jsonLink({ uri, headers, fetch: fetchImpl });
  const link = refreshToken ? tokenRefreshLink(refreshToken).concat(http) : http;
  return new ApolloClient({
    link,
    cache: new InMemoryCache({
      // The build leaves out Apollo's data masking, reactive variables and array key specifiers
      // (scripts/rollup-apollo-trims.mjs): a key of your own is a function here, not ['field', ...].
      typePolicies: {
        // A child appears once per application, with that application's enquiries: stored under the child's id alone,
        // every card would show the enquiries of whichever application was read last.
        ApplicationChild: { keyFields: false },
        OfferChild: { keyFields: false },
      },
    }),
  });
}
