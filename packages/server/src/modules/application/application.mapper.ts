import { toApiApplicationState, type ApiReportedState, type FieldError as CoreFieldError } from '@cc/core';
import type { ApplicationState, SubmitApplicationResult } from '../../generated/resolvers.generated';

/** The state an enquiry leaves its application in, as the API names it (the mapping is generated from the schema by codegen). */
export const toApiState = (state: ApiReportedState): ApplicationState => toApiApplicationState(state);

/** An expected failure: nothing was written. The API's FieldError carries no placeholder values. */
export function failedSubmission(errors: readonly CoreFieldError[]): SubmitApplicationResult {
  return {
    success: false,
    id: '',
    linkCode: null,
    state: null,
    centerNames: [],
    errors: errors.map(({ path, key }) => ({ path, key })),
  };
}

/** A stored answer read back for a retry; anything not shaped like one is treated as absent. */
export function toStoredResult(value: unknown): SubmitApplicationResult | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const result = value as Partial<SubmitApplicationResult>;
  return result.success === true && typeof result.id === 'string' ? (result as SubmitApplicationResult) : undefined;
}
