import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client/core';
import { sendTrustedDocuments } from './trustedDocumentLink';

export interface CreateClientOptions {
  /** The element's `api` attribute (or the loader's default). */
  uri: string;
  /** Read on every request, so a token set after the client exists is still used. */
  getToken: () => string | undefined;
  fetch?: typeof fetch;
}

/**
 * One client per element. The token travels only in the Authorization header, never in the URL,
 * and no cookies are sent: widgets run on other sites' origins.
 */
export function createClient({
  uri,
  getToken,
  fetch: fetchImpl,
}: CreateClientOptions): ApolloClient<NormalizedCacheObject> {
  if (!/^https?:\/\//.test(new URL(uri, location.href).href)) {
    throw new Error(`The api attribute must be an http(s) URL, got "${uri}".`);
  }
  const auth = new ApolloLink((operation, forward) => {
    const token = getToken();
    if (token) {
      operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
        headers: { ...headers, authorization: `Bearer ${token}` },
      }));
    }
    return forward(operation);
  });
  const http = new HttpLink({ uri, credentials: 'omit', ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  return new ApolloClient({
    link: ApolloLink.from([auth, new ApolloLink(sendTrustedDocuments), http]),
    cache: new InMemoryCache(),
  });
}
