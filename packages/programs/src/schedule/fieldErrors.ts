import type { FieldError } from '@cc/core';
import type { ErrorLeaf } from '@cc/ui';

/**
 * The first error for one field of a schedule. Callers pass errors with paths relative to the schedule
 * ("startDate") or dotted from the form ("children.0.programSchedules.1.startDate"); both end in the field name.
 */
export function errorFor(errors: readonly FieldError[] | undefined, field: string): ErrorLeaf | undefined {
  const found = errors?.find((error) => error.path === field || error.path.endsWith(`.${field}`));
  return found && leafOf(found);
}

/** A core FieldError as the leaf ErrorText shows. */
export const leafOf = (error: FieldError): ErrorLeaf =>
  error.values ? { key: error.key, values: error.values } : error.key;
