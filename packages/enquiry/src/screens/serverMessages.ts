// What the family is told when a query fails: each server message, preferring the extension message (spec section
// 8), then the network failure. Typed structurally because Apollo is installed under packages/ui only.

interface GraphQLErrorLike {
  message: string;
  extensions?: Readonly<Record<string, unknown>> | null;
}

export interface ApolloErrorLike {
  message: string;
  graphQLErrors?: readonly GraphQLErrorLike[];
  networkError?: (Error & { result?: unknown }) | null;
}

const messageOf = (error: GraphQLErrorLike): string => {
  const extension = error.extensions?.message;
  return typeof extension === 'string' && extension.trim() !== '' ? extension : error.message;
};

/** GraphQL errors the server sent with a non-2xx status arrive inside the network error's parsed body. */
function errorsInBody(result: unknown): GraphQLErrorLike[] {
  if (typeof result !== 'object' || result === null) return [];
  const errors = (result as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is GraphQLErrorLike =>
      typeof entry === 'object' && entry !== null && typeof (entry as { message?: unknown }).message === 'string',
  );
}

export function serverErrorMessages(error: ApolloErrorLike): string[] {
  const graphQL = [...(error.graphQLErrors ?? []), ...errorsInBody(error.networkError?.result)].map(messageOf);
  const messages = graphQL.length > 0 ? graphQL : [error.networkError?.message ?? error.message];
  return [...new Set(messages.filter((message) => message.trim() !== ''))];
}
