// The widgets send trusted documents by hash (the persisted-operations convention the server speaks:
// `extensions.persistedQuery.sha256Hash`), never the query text: requests stay small, and the bundle needs no
// GraphQL printer. Codegen embeds each operation's hash in its document (`__meta__.hash`).
import type { RequestHandler } from '@apollo/client/core';
import type { DocumentNode } from 'graphql';

/** The trusted-documents hash codegen embedded in a document, if it has one. */
export function trustedHash(document: DocumentNode): string | undefined {
  const meta = (document as { __meta__?: { hash?: unknown } }).__meta__;
  return typeof meta?.hash === 'string' ? meta.hash : undefined;
}

/**
 * A link's request handler: a document that carries a hash goes out as the hash alone; any other document (tests'
 * own) as text.
 */
export const sendTrustedDocuments: RequestHandler = (operation, forward) => {
  const sha256Hash = trustedHash(operation.query);
  if (sha256Hash) {
    operation.extensions = { ...operation.extensions, persistedQuery: { version: 1, sha256Hash } };
    operation.setContext({ http: { includeQuery: false, includeExtensions: true } });
  }
  return forward(operation);
};
