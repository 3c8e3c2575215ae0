// What a submit mutation's `{ success, id, errors }` answer means for a form (spec 1, section 7): success (the
// outcome screen), field errors the server found (shown on their fields, the wizard goes to the first), or a failure
// the family can only retry (an alert).
import type { FieldError } from '@cc/core';

/** The answer every submit mutation gives; `errors` name input paths and error keys. */
export interface SubmitResultLike {
  success: boolean;
  id: string;
  errors: ReadonlyArray<{ path: string; key: string }>;
}

export type SubmitOutcome<R> =
  { kind: 'success'; result: R } | { kind: 'invalid'; errors: FieldError[] } | { kind: 'failed'; messages: string[] };

/**
 * Success false with an empty id is a failure; no result at all is "Unable to process". `toFormPath` turns the
 * API's input paths into the flow's form paths (an empty path is a message for the whole form).
 */
export function classifySubmitResult<R extends SubmitResultLike>(
  result: R | null | undefined,
  toFormPath: (inputPath: string) => string = (path) => path,
): SubmitOutcome<R> {
  if (!result) return { kind: 'failed', messages: [] };
  if (result.success && result.id !== '') return { kind: 'success', result };
  const errors = result.errors.map(({ path, key }) => ({ path: toFormPath(path), key }));
  return errors.length > 0 ? { kind: 'invalid', errors } : { kind: 'failed', messages: [] };
}
