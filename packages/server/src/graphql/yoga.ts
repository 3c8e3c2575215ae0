import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createSchema, createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLContext } from './context';
import { resolvers } from './resolvers';
import { loadTypeDefs } from './type-defs';
import { noSuggestionsPlugin } from './no-suggestions';
import { trustedDocumentsPlugins } from './trusted-documents';
import { responseCachePlugins } from './response-cache';
import { compiledReads } from './compiled-reads';
import { inputListLimits } from './input-list-limits';
import type { Cache } from '@graphql-yoga/plugin-response-cache';

export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error.';

/** Limits every operation is held to (graphql-armor). */
export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 10, maxCost: 5000, maxTokens: 2000 } as const;

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export function createGraphQLServer(options: {
  production: boolean;
  context: Omit<GraphQLContext, 'clientIp' | 'origin' | 'authorization'>;
  /** Where public reads are cached (graphql/response-cache.ts); none, no caching. */
  responseCache?: Cache;
}): YogaServerInstance<ServerContext, GraphQLContext> {
  const { context, production } = options;
  const schema = createSchema<GraphQLContext & ServerContext>({ typeDefs: loadTypeDefs(), resolvers });
  const plugins: Plugin[] = [
    maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth }),
    maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases }),
    costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost }),
    maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens }),
  ];
  if (production) plugins.push(noIntrospection, noSuggestionsPlugin);
  // Production runs only the widgets' own operations; development runs anything (tools, curl, tests).
  plugins.push(...trustedDocumentsPlugins(production));
  if (options.responseCache) {
    plugins.push(...responseCachePlugins(options.responseCache, Object.keys(schema.getQueryType()?.getFields() ?? {})));
  }

  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    // CORS is decided per business origin by the Fastify layer, not by Yoga.
    cors: false,
    logging: false,
    context: ({ req }) => ({
      ...context,
      clientIp: req.ip,
      origin: req.headers.origin,
      authorization: req.headers.authorization,
    }),
    // Lists bounded before anything is coerced; then compiled reads, before the plugins (the response cache) that wrap
    // the execution they choose.
    plugins: [inputListLimits(), ...compiledReads(context.log), ...plugins],
    maskedErrors: {
      // Errors we raise on purpose (bad input, not found) pass through; anything else is logged in
      // full and reaches the client only as "Unexpected error.".
      maskError(error, _message, _isDev) {
        const masked = maskError(error, UNEXPECTED_ERROR_MESSAGE, false);
        if (masked !== error) {
          const { originalError, path } = error as { originalError?: unknown; path?: readonly (string | number)[] };
          // The operation by its root field (the spec's operation names), the error by kind: log-safe.ts.
          context.log.error(
            { err: originalError ?? error, operation: path?.[0], path: path?.join('.') },
            'GraphQL resolver failed',
          );
        }
        return masked;
      },
    },
  });
}
