import { GraphQLError } from 'graphql';
import { array, size, string, type Struct } from 'superstruct';
import { checkStruct, Uuid, WireDate, type FieldError } from '@cc/core';

/**
 * The server's one way to check an argument: the same @cc/core struct the widget uses, so a bad value reaching the
 * API comes back with the very error keys the widget would have shown (in `extensions.errors`, paths relative to the
 * argument). `expected` words the message for a developer ("centerId must be a UUID"); the value itself is never
 * echoed, since arguments can hold personal data.
 */
export function requireStruct<T, S>(argument: string, struct: Struct<T, S>, value: unknown, expected?: string): T {
  const result = checkStruct(struct, value);
  if (result.ok) return result.value;
  const errors: FieldError[] = result.errors;
  const summary = errors.map((e) => `${e.path ? `${argument}.${e.path}` : argument}: ${e.key}`).join('; ');
  const message = expected ? `${argument} ${expected} (${summary}).` : `Invalid ${argument} (${summary}).`;
  throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argument, errors } });
}

export function requireUuid(argument: string, value: string): string {
  return requireStruct(argument, Uuid, value, 'must be a UUID').toLowerCase();
}

export function requireUuids(argument: string, values: readonly string[], max = 100): string[] {
  requireStruct(argument, size(array(), 0, max), values, `may hold at most ${max} ids`);
  return requireStruct(argument, array(Uuid), values, 'must be a UUID').map((id) => id.toLowerCase());
}

/** A real calendar date written YYYY-MM-DD (2027-02-30 is rejected). */
export function requireDate(argument: string, value: string): string {
  return requireStruct(argument, WireDate, value, 'must be a date written YYYY-MM-DD');
}

/** Free text such as a search box: at most `max` characters after trimming. */
export function requireShortText(argument: string, value: string, max: number): string {
  return requireStruct(argument, size(string(), 0, max), value.trim(), `may be at most ${max} characters`);
}
