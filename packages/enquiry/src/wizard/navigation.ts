// Moving through steps and their pages. Pure, so the rules (dynamic steps once per child, the program sub-steps,
// Back from the first page) are unit-tested without a browser.
import type { EnquiryFormValues } from '../form-values';
import type { WizardPosition, WizardStep } from './step';

const pageCount = (step: WizardStep, values: EnquiryFormValues) => Math.max(1, step.pages(values));

/** The page after this one, the first page of the next step, or 'submit' after the last page of the last step. */
export function nextPosition(
  steps: readonly WizardStep[],
  at: WizardPosition,
  values: EnquiryFormValues,
): WizardPosition | 'submit' {
  const step = steps[at.step];
  if (!step) return 'submit';
  if (at.page + 1 < pageCount(step, values)) return { step: at.step, page: at.page + 1 };
  const next = steps[at.step + 1];
  if (!next) return 'submit';
  return { step: at.step + 1, page: clampPage(next, next.initialPage?.(values) ?? 0, values) };
}

/** The page before this one, the last page of the previous step, or 'leave' on the very first page. */
export function backPosition(
  steps: readonly WizardStep[],
  at: WizardPosition,
  values: EnquiryFormValues,
): WizardPosition | 'leave' {
  if (at.page > 0) return { step: at.step, page: at.page - 1 };
  const previous = steps[at.step - 1];
  if (!previous) return 'leave';
  return { step: at.step - 1, page: pageCount(previous, values) - 1 };
}

export function clampPage(step: WizardStep, page: number, values: EnquiryFormValues): number {
  return Math.min(Math.max(0, page), pageCount(step, values) - 1);
}

/** A position that still exists for these values (a restored draft, or a child removed while on its page). */
export function validPosition(
  steps: readonly WizardStep[],
  at: WizardPosition,
  values: EnquiryFormValues,
): WizardPosition {
  const stepIndex = Math.min(Math.max(0, at.step), steps.length - 1);
  const step = steps[stepIndex];
  return { step: stepIndex, page: step ? clampPage(step, at.page, values) : 0 };
}

/** The first step and page that show one of these form paths, in step order; undefined when none does. */
export function positionOfPaths(
  steps: readonly WizardStep[],
  paths: readonly string[],
  values: EnquiryFormValues,
): WizardPosition | undefined {
  for (let step = 0; step < steps.length; step++) {
    for (const path of paths) {
      const page = steps[step]?.pageOf?.(path, values);
      if (page !== undefined) return { step, page };
    }
  }
  return undefined;
}
