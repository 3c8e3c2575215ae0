// Server failures are shown message by message (spec 1, section 8), preferring a GraphQL error's extension
// message: the server puts the text meant for people there and keeps `message` for logs and developers.

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { message?: unknown } | null;
}

interface ApolloErrorLike {
  graphQLErrors?: readonly GraphQLErrorLike[];
  networkError?: (Error & { result?: { errors?: readonly GraphQLErrorLike[] } | string }) | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function fromGraphQLError(error: GraphQLErrorLike): string | undefined {
  return text(error.extensions?.message) ?? text(error.message);
}

/**
 * Every message the server wrote, from an Apollo error or GraphQL errors returned beside data; an empty list when
 * there is none (the caller then shows the spec's generic text, "Unable to process the request"). Transport
 * messages ("Failed to fetch", "Response not successful: Received status code 500") are the browser's and Apollo's
 * words for developers, never shown to a family.
 */
export function errorMessages(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const apollo = error as ApolloErrorLike;
  const fromGraphQL = (apollo.graphQLErrors ?? []).map(fromGraphQLError);
  const result = apollo.networkError?.result;
  const fromNetworkBody = typeof result === 'object' && result ? (result.errors ?? []).map(fromGraphQLError) : [];
  const found = [...fromGraphQL, ...fromNetworkBody].filter((m): m is string => m !== undefined);
  return [...new Set(found)];
}
