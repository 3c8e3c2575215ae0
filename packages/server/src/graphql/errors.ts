import { GraphQLError } from 'graphql';

/** A caller mistake: the message says which argument and what is expected. */
export function badInput(argument: string, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argument } });
}

/** Unknown, inactive and forbidden records all get this same answer. */
export function notFound(what: string): GraphQLError {
  return new GraphQLError(`${what} not found.`, { extensions: { code: 'NOT_FOUND' } });
}

/** The caller must be signed in as the person the records belong to. */
export function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}
