import { GraphQLError } from 'graphql';
import type { Struct } from 'superstruct';
import { checkStruct, type FieldError } from '@cc/core';

/**
 * Validates an argument with the same @cc/core struct the widget uses, so a bad value reaching the API comes back
 * with the very error keys the widget would have shown (in `extensions.errors`, paths relative to the argument).
 */
export function requireStruct<T, S>(argument: string, struct: Struct<T, S>, value: unknown): T {
  const result = checkStruct(struct, value);
  if (result.ok) return result.value;
  const errors: FieldError[] = result.errors;
  const summary = errors.map((e) => `${e.path ? `${argument}.${e.path}` : argument}: ${e.key}`).join('; ');
  throw new GraphQLError(`Invalid ${argument} (${summary}).`, {
    extensions: { code: 'BAD_USER_INPUT', argument, errors },
  });
}
