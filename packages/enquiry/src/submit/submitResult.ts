// What a submitApplication answer means for the form: success (outcome screen), field errors the server found
// (shown on their fields, the wizard goes to the first), or a failure the family can only retry (an alert).
import type { FieldError } from '@cc/core';
import { formPathForInputPath } from '../form';
import type { SubmitApplicationMutation } from './submitApplication.graphql.generated';

export type SubmitApplicationResult = SubmitApplicationMutation['submitApplication'];

export type SubmitOutcome =
  | { kind: 'success'; result: SubmitApplicationResult }
  | { kind: 'invalid'; errors: FieldError[] }
  | { kind: 'failed'; messages: string[] };

/** Spec 1, section 7: success false with an empty id is a failure; no result at all is "Unable to process". */
export function classifySubmitResult(result: SubmitApplicationResult | null | undefined): SubmitOutcome {
  if (!result) return { kind: 'failed', messages: [] };
  if (result.success && result.id !== '') return { kind: 'success', result };
  const errors = result.errors.map(({ path, key }) => ({ path: formPathForInputPath(path), key }));
  return errors.length > 0 ? { kind: 'invalid', errors } : { kind: 'failed', messages: [] };
}
