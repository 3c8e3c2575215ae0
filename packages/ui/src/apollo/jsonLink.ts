// The widgets' one way to the server: a JSON POST per operation, answered with JSON. It stands in for Apollo's
// HttpLink, whose multipart, GET and streaming support the widgets never use, and it sends trusted documents by
// hash (the persisted-operations convention the server speaks: `extensions.persistedQuery.sha256Hash`), never as
// text, so requests stay small and the bundle needs no GraphQL printer. Codegen embeds each operation's hash in
// its document (`__meta__.hash`); a document without one (a test's own) goes out as text.
import { ApolloLink, Observable, type FetchResult, type Operation } from '@apollo/client/core';
import { print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { earlyKey, persistedBody, postOperation, takeEarly } from '../loader/early';

/** The trusted-documents hash codegen embedded in a document, if it has one. */
export function trustedHash(document: DocumentNode): string | undefined {
  const meta = (document as { __meta__?: { hash?: unknown } }).__meta__;
  return typeof meta?.hash === 'string' ? meta.hash : undefined;
}

/** The request body for an operation. */
export function requestBody(operation: Operation): Record<string, unknown> {
  const sha256Hash = trustedHash(operation.query);
  if (sha256Hash) return persistedBody(operation.operationName, operation.variables, sha256Hash);
  return { operationName: operation.operationName, variables: operation.variables, query: print(operation.query) };
}

/** A failed HTTP answer, shaped like Apollo's ServerError so errorMessages reads the GraphQL errors in its body. */
export function serverError(response: Response, result: unknown): Error {
  return Object.assign(new Error(`Response not successful: Received status code ${response.status}`), {
    name: 'ServerError',
    response,
    statusCode: response.status,
    result,
  });
}

async function parseResponse(response: Response): Promise<FetchResult> {
  const text = await response.text();
  let result: unknown;
  try {
    result = JSON.parse(text);
  } catch {
    throw serverError(response, text);
  }
  // GraphQL errors beside a 200 are the operation's own (Apollo reads them); any other status is a failure.
  if (!response.ok) throw serverError(response, result);
  return result as FetchResult;
}

export interface JsonLinkOptions {
  uri: string;
  /** Extra request headers for this operation (the bearer token), read when it is sent. */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
}

/**
 * Terminating link: POSTs each operation as JSON, without cookies, and aborts it when nobody listens any more. The
 * same request sent early by the loader (loader/early.ts) is answered from there; should that one have failed, the
 * operation is sent again.
 */
export function jsonLink({ uri, headers, fetch: fetchImpl = (...args) => fetch(...args) }: JsonLinkOptions) {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const abort = new AbortController();
        const extra = headers?.() ?? {};
        const body = requestBody(operation);
        const send = () => postOperation(fetchImpl, uri, body, extra, abort.signal);
        const early = takeEarly(window.__ccWidgets?.early, () => earlyKey(uri, extra.authorization, body));
        (early ? early.catch(send) : send())
          .then(parseResponse)
          .then((result) => {
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => {
            if (!abort.signal.aborted) observer.error(error);
          });
        return () => abort.abort();
      }),
  );
}
