// Trusted documents: in production the server runs only the operations the widgets were built with. The manifest
// (trusted-documents.generated.json, written by `npm run codegen` and checked for drift) maps each operation's hash to
// its text as the widgets send it. A client may send the hash alone (`extensions.persistedQuery.sha256Hash`, the
// persisted-operations convention) or the full text of a trusted operation; anything else is refused.
import { createHash } from 'node:crypto';
import { Kind, parse, print, type DefinitionNode, type DocumentNode } from 'graphql';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';
import manifest from './trusted-documents.generated.json';

export const UNTRUSTED_OPERATION_MESSAGE =
  "This operation is not allowed: only the widgets' own operations run on this server.";

export type TrustedDocuments = Readonly<Record<string, string>>;

const rank = (definition: DefinitionNode) => (definition.kind === Kind.OPERATION_DEFINITION ? 0 : 1);
const nameOf = (definition: DefinitionNode) => ('name' in definition ? (definition.name?.value ?? '') : '');

/** One spelling per document: printed, operations first, then fragments by name (bundlers may order them apart). */
export function canonicalQuery(query: string | DocumentNode): string {
  const document = typeof query === 'string' ? parse(query) : query;
  const definitions = [...document.definitions].sort((a, b) => rank(a) - rank(b) || nameOf(a).localeCompare(nameOf(b)));
  return print({ ...document, definitions });
}

export const documentHash = (canonical: string): string => createHash('sha256').update(canonical).digest('hex');

/** The widgets' operations, by hash. */
export const TRUSTED_DOCUMENTS: TrustedDocuments = manifest;

function hashOfTrustedText(query: string, documents: TrustedDocuments): string | undefined {
  let canonical: string;
  try {
    canonical = canonicalQuery(query);
  } catch {
    return undefined; // not GraphQL at all: the persisted-operations plugin refuses it below
  }
  const hash = documentHash(canonical);
  return documents[hash] === undefined ? undefined : hash;
}

/**
 * With `enforce`, only trusted documents run: a full text that is one of them is turned into its hash, and the
 * persisted-operations plugin refuses everything else. Without it (development) any operation runs, and hashes of
 * trusted documents are understood as well.
 */
export function trustedDocumentsPlugins(enforce: boolean, documents: TrustedDocuments = TRUSTED_DOCUMENTS): Plugin[] {
  const fullTextOfTrusted: Plugin = {
    onParams({ params, setParams }) {
      if (!enforce || typeof params.query !== 'string') return;
      const hash = hashOfTrustedText(params.query, documents);
      if (!hash) return;
      setParams({
        ...params,
        query: undefined,
        extensions: { ...params.extensions, persistedQuery: { version: 1, sha256Hash: hash } },
      });
    },
  };
  const refusal = { message: UNTRUSTED_OPERATION_MESSAGE, extensions: { code: 'UNTRUSTED_OPERATION' } };
  return [
    fullTextOfTrusted,
    usePersistedOperations({
      allowArbitraryOperations: !enforce,
      getPersistedOperation: (hash) => documents[hash] ?? null,
      customErrors: { notFound: refusal, persistedQueryOnly: refusal, keyNotFound: refusal },
    }),
  ];
}
