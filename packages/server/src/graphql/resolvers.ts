import { GraphQLError } from 'graphql';
import { TEXT_ERROR_KEY, unsafeTextPaths } from '@cc/core';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers.generated';
import { MODULES } from '../modules/index';

type AnyResolver = (parent: unknown, args: Record<string, unknown>, ...rest: unknown[]) => unknown;

/**
 * Every argument of every operation is scanned before its resolver runs: a control character, bidi override or lone
 * surrogate anywhere in it is a validation error naming each field (core validation/text.ts), so such text never
 * reaches the database (a NUL fails there) or a log.
 */
function refusingUnsafeText(resolver: AnyResolver): AnyResolver {
  return (parent, args, ...rest) => {
    const paths = unsafeTextPaths(args);
    if (paths.length > 0) {
      throw new GraphQLError(`${paths.join(', ')}: holds characters that are not accepted (control or bidi).`, {
        extensions: {
          code: 'BAD_USER_INPUT',
          argument: paths[0]!.split('.')[0],
          errors: paths.map((path) => ({ path, key: TEXT_ERROR_KEY })),
        },
      });
    }
    return resolver(parent, args, ...rest);
  };
}

/** Merges one root type's resolvers from every module; two modules answering one field is a mistake, not an override. */
function merge<T extends object>(parts: readonly (T | undefined)[], root: string): T {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [field, resolver] of Object.entries(part ?? {})) {
      if (field in merged) throw new Error(`Two modules resolve ${root}.${field}.`);
      merged[field] = refusingUnsafeText(resolver as AnyResolver);
    }
  }
  return merged as T;
}

/** The object types' field resolvers of every module, merged per type like the root types. */
function mergeFields(): Omit<Resolvers, 'Query' | 'Mutation'> {
  const byType = new Map<string, object[]>();
  for (const module of MODULES) {
    for (const [type, fields] of Object.entries(module.fields ?? {})) {
      byType.set(type, [...(byType.get(type) ?? []), fields as object]);
    }
  }
  return Object.fromEntries([...byType].map(([type, parts]) => [type, merge(parts, type)]));
}

export const resolvers: Resolvers = {
  ...mergeFields(),
  Query: merge<QueryResolvers>(
    MODULES.map((m) => m.query),
    'Query',
  ),
  Mutation: merge<MutationResolvers>(
    MODULES.map((m) => m.mutation),
    'Mutation',
  ),
};
