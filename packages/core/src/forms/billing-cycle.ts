import type { FieldError } from '../validation/result';

/** Where an enrolment form keeps the family's billing cycle (document 2, section 3: billingCycle). */
export const BILLING_CYCLE_PATH = 'billingCycle.billingCycleTemplateId';

/**
 * The billing cycle a form's payment step asks for: one of the centre's templates, required when it has any (the
 * widget picks the only one itself). The widget and the server check the same.
 */
export function billingCycleErrors(values: Record<string, unknown>, templateIds: readonly string[]): FieldError[] {
  if (templateIds.length === 0) return [];
  const chosen = (values.billingCycle as { billingCycleTemplateId?: unknown } | undefined)?.billingCycleTemplateId;
  if (chosen === undefined || chosen === null || chosen === '') return [{ path: BILLING_CYCLE_PATH, key: 'required' }];
  return typeof chosen === 'string' && templateIds.includes(chosen)
    ? []
    : [{ path: BILLING_CYCLE_PATH, key: 'invalid' }];
}
