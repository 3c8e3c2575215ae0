import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';

/**
 * Root fields whose operations run compiled by graphql-jit instead of graphql-js's interpreter. programsForCenter
 * is the read a family's visit makes most (every centre and date the enquiry shows), with the largest answer (some
 * forty fields per program), and its server CPU per request is budgeted; compiled, it cost 0.44 ms instead of 0.56.
 * Not everything runs compiled: graphql-jit 0.8 does not give input-object fields their schema defaults when they
 * come in variables (PageInput's page number and size), nor wait for a promise held in a list field
 * (waitlistPositions), so a field joins this list only with tests that read its answers and its errors.
 */
export const COMPILED_ROOT_FIELDS: ReadonlySet<string> = new Set(['programsForCenter']);

const compiledByDocument = new WeakMap<DocumentNode, Map<string, boolean>>();

/** Whether the operation asks only for compiled root fields (worked out once per parsed document and operation). */
export function runsCompiled(document: DocumentNode, operationName?: string | null): boolean {
  const key = operationName ?? '';
  let byName = compiledByDocument.get(document);
  if (!byName) compiledByDocument.set(document, (byName = new Map()));
  let compiled = byName.get(key);
  if (compiled === undefined) {
    const operation = getOperationAST(document, operationName);
    compiled =
      operation?.operation === 'query' &&
      operation.selectionSet.selections.every(
        (selection) =>
          (selection.kind === Kind.FIELD && COMPILED_ROOT_FIELDS.has(selection.name.value)) ||
          (selection.kind === Kind.FIELD && selection.name.value === '__typename'),
      );
    byName.set(key, compiled);
  }
  return compiled;
}

export function compiledReads(log: Logger): Plugin {
  return useGraphQlJit(
    {},
    {
      enableIf: (args) => runsCompiled(args.document, args.operationName),
      onError: () => log.error({ kind: 'graphql-jit-compile' }, 'a compiled read could not be compiled'),
    },
  ) as Plugin;
}
