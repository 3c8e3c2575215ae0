import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, getVariableValues, Kind, type DocumentNode, type GraphQLError } from 'graphql';
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

/**
 * graphql-jit coerces variables its own way: no cap on errors (three per bad list item, so one request of 60 KB gave
 * 60,000 errors, a 9 MB answer and seconds of blocked event loop) and its own wording. A compiled operation's
 * variables are therefore coerced first exactly as graphql-js coerces them (the same errors, stopping at the same 50),
 * and refused with that answer; only variables graphql-js accepts reach the compiled query.
 */
export const MAX_VARIABLE_ERRORS = 50;

/** As Yoga's executor marks errors found before execution (bad variables): the request is refused with 400. */
function asRequestError(error: GraphQLError): GraphQLError {
  Object.defineProperty(error, 'extensions', {
    value: { ...error.extensions, http: { ...(error.extensions?.['http'] as object), status: 400 } },
  });
  return error;
}

function variablesAsGraphqlJs(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!runsCompiled(args.document, args.operationName)) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const coerced = getVariableValues(
        args.schema,
        operation.variableDefinitions ?? [],
        (args.variableValues ?? {}) as Record<string, unknown>,
        { maxErrors: MAX_VARIABLE_ERRORS },
      );
      if (coerced.errors) setResultAndStopExecution({ errors: coerced.errors.map(asRequestError) });
    },
  };
}

export function compiledReads(log: Logger): Plugin[] {
  return [variablesAsGraphqlJs(), compiledExecution(log)];
}

function compiledExecution(log: Logger): Plugin {
  return useGraphQlJit(
    {},
    {
      enableIf: (args) => runsCompiled(args.document, args.operationName),
      onError: () => log.error({ kind: 'graphql-jit-compile' }, 'a compiled read could not be compiled'),
    },
  ) as Plugin;
}
