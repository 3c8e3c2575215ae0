// Server failures are shown message by message (spec 1, section 8), preferring a GraphQL error's extension
// message: the server puts the text meant for people there and keeps `message` for logs and developers.

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { message?: unknown } | null;
}

interface ApolloErrorLike {
  message?: unknown;
  graphQLErrors?: readonly GraphQLErrorLike[];
  networkError?: (Error & { result?: { errors?: readonly GraphQLErrorLike[] } | string }) | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function fromGraphQLError(error: GraphQLErrorLike): string | undefined {
  return text(error.extensions?.message) ?? text(error.message);
}

/**
 * Every message of an Apollo error, or of GraphQL errors returned beside data; an empty list when there is none
 * (the caller then shows its own generic text, e.g. "Unable to process the request").
 */
export function errorMessages(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const apollo = error as ApolloErrorLike;
  const fromGraphQL = (apollo.graphQLErrors ?? []).map(fromGraphQLError);
  const result = apollo.networkError?.result;
  const fromNetworkBody = typeof result === 'object' && result ? (result.errors ?? []).map(fromGraphQLError) : [];
  const found = [...fromGraphQL, ...fromNetworkBody].filter((m): m is string => m !== undefined);
  if (found.length > 0) return [...new Set(found)];
  const network = text(apollo.networkError?.message);
  if (network) return [network];
  const own = text(apollo.message);
  return own ? [own] : [];
}
