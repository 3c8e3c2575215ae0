import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** graphql-js's hints: "Did you mean "searchCenters"?", "Did you mean the enum value "LDC"?" and the like. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export const withoutSuggestions = (message: string): string => message.replace(SUGGESTION, '');

/**
 * Production answers a misspelt field, argument or enum value without naming the right one: with introspection off,
 * the hints would let anyone rebuild the schema a guess at a time.
 */
export const noSuggestionsPlugin: Plugin = {
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || !result || typeof result !== 'object' || !('errors' in result)) return;
    const { errors } = result as ExecutionResult;
    if (!errors?.some((error) => error.message.includes('Did you mean'))) return;
    setResult({
      ...(result as ExecutionResult),
      errors: errors.map((error) =>
        error.message.includes('Did you mean')
          ? new GraphQLError(withoutSuggestions(error.message), {
              nodes: error.nodes,
              source: error.source,
              positions: error.positions,
              path: error.path,
              extensions: error.extensions,
            })
          : error,
      ),
    });
  },
};
