import { ApolloLink, Observable, type FetchResult } from '@apollo/client/core';

/** The spec's error when no token is there to retry with. */
export const EMPTY_TOKEN_MESSAGE = 'Empty AccessToken';
/** The error codes that mean the server took no session from the token (document 2, section 4: Authentication). */
export const UNAUTHENTICATED_CODES = ['UNAUTHENTICATED', 'AUTH_NOT_AUTHENTICATED'];

const isUnauthenticated = (result: FetchResult) =>
  !!result.errors?.some((error) => UNAUTHENTICATED_CODES.includes(String(error.extensions?.code)));

/**
 * On an UNAUTHENTICATED answer, asks for a new token (`refresh`: the widget asks its host) and sends the operation
 * once more with it. No token comes back: the operation fails with "Empty AccessToken". A second UNAUTHENTICATED is
 * the answer: no loop.
 */
export function tokenRefreshLink(refresh: () => Promise<string | undefined>): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<FetchResult>((observer) => {
        let retrying = false;
        let second: { unsubscribe(): void } | undefined;
        const first = forward(operation).subscribe({
          next(result) {
            if (retrying || !isUnauthenticated(result)) return observer.next(result);
            retrying = true;
            refresh().then(
              (token) => {
                if (!token) return observer.error(new Error(EMPTY_TOKEN_MESSAGE));
                second = forward(operation).subscribe(observer);
              },
              (error: unknown) => observer.error(error),
            );
          },
          error: (error: unknown) => observer.error(error),
          complete: () => {
            if (!retrying) observer.complete();
          },
        });
        return () => {
          first.unsubscribe();
          second?.unsubscribe();
        };
      }),
  );
}

/** How long a widget waits for its host to hand it a new token after cc-token-expired. */
export const TOKEN_WAIT_MS = 10_000;

/**
 * Resolves with the element's token once it differs from `before` (the host sets `element.token`, in its
 * cc-token-expired listener or later), or undefined after TOKEN_WAIT_MS.
 */
export function waitForNewToken(
  read: () => string | undefined,
  before: string | undefined,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      const now = read();
      if (now && now !== before) resolve(now);
      else if (Date.now() - started >= TOKEN_WAIT_MS) resolve(undefined);
      else setTimeout(check, 50);
    };
    check();
  });
}
