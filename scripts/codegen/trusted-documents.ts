// The trusted-documents manifest: every operation the widgets contain, as Apollo Client sends it (with the
// __typename fields its cache adds), keyed by the hash the server checks. Written by `npm run codegen`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Kind, parse, visit, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { canonicalQuery, documentHash } from '../../packages/server/src/graphql/trusted-documents';
import { extractOperations } from './extract-operations';

/** The fragments a definition spreads, and the ones they spread, by name. */
function usedFragments(root: DocumentNode['definitions'][number], fragments: Map<string, FragmentDefinitionNode>) {
  const used = new Set<string>();
  const walk = (node: DocumentNode['definitions'][number]) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (used.has(name) || !fragment) return;
        used.add(name);
        walk(fragment);
      },
    });
  walk(root);
  return [...used].map((name) => fragments.get(name)!);
}

type AddTypename = <T extends DocumentNode>(document: T) => T;

// Apollo Client is the widgets' dependency (installed under packages/ui): the very transform its cache applies.
function apolloAddTypename(root: string): AddTypename {
  const apollo = createRequire(join(root, 'packages/ui/package.json'))('@apollo/client/utilities') as {
    addTypenameToDocument: AddTypename;
  };
  return apollo.addTypenameToDocument;
}

/**
 * The hash of a document as Apollo Client sends it (an operation with the fragments it uses). Codegen embeds it in
 * each generated document (`__meta__.hash`), so the widgets send the hash and never print a query.
 */
export function sentDocumentHash(root: string): (document: DocumentNode) => string {
  const addTypename = apolloAddTypename(root);
  return (document) => documentHash(canonicalQuery(addTypename(document)));
}

export function trustedDocumentsManifest(root: string, files: readonly string[]): Record<string, string> {
  const addTypenameToDocument = apolloAddTypename(root);
  const manifest: Record<string, string> = {};
  for (const file of files) {
    const document = parse(extractOperations(readFileSync(join(root, file), 'utf8'), file));
    const fragments = new Map(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    for (const operation of document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)) {
      const sent = addTypenameToDocument({
        kind: Kind.DOCUMENT,
        definitions: [operation, ...usedFragments(operation, fragments)],
      });
      const canonical = canonicalQuery(sent);
      manifest[documentHash(canonical)] = canonical;
    }
  }
  return Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
}
