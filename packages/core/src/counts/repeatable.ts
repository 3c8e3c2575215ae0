import type { FieldError } from '../validation/result';

/**
 * A repeatable fieldset starts with its minimum number of empty entries; with the default minimum of 0 it still
 * starts with one empty entry, so the family sees the fields rather than a bare "add" button.
 */
export function initialRepeatableEntries<E>(minimum: number | undefined, makeEmpty: () => E): E[] {
  const count = Math.max(minimum ?? 0, 1);
  return Array.from({ length: count }, makeEmpty);
}

/** A repeatable fieldset needs at least its configured minimum of entries. */
export function repeatableMinimumError(
  entries: readonly unknown[],
  minimum: number | undefined,
  path: string,
): FieldError | undefined {
  const min = minimum ?? 0;
  return entries.length < min ? { path, key: 'repeatable-minimum', values: { min } } : undefined;
}
