// Moving through steps and their pages. Pure, so the rules (dynamic steps once per child, sub-steps, Back from the
// first page) are unit-tested without a browser. Generic over the flow's values: only the steps read them.
import type { WizardPosition, WizardStep } from './step';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context: moving alone never validates
type Step<V> = WizardStep<V, any>;

const pageCount = <V>(step: Step<V>, values: V) => Math.max(1, step.pages(values));

/** The page after this one, the first page of the next step, or 'submit' after the last page of the last step. */
export function nextPosition<V>(steps: readonly Step<V>[], at: WizardPosition, values: V): WizardPosition | 'submit' {
  const step = steps[at.step];
  if (!step) return 'submit';
  if (at.page + 1 < pageCount(step, values)) return { step: at.step, page: at.page + 1 };
  const next = steps[at.step + 1];
  if (!next) return 'submit';
  return { step: at.step + 1, page: clampPage(next, next.initialPage?.(values) ?? 0, values) };
}

/** The page before this one, the last page of the previous step, or 'leave' on the very first page. */
export function backPosition<V>(steps: readonly Step<V>[], at: WizardPosition, values: V): WizardPosition | 'leave' {
  if (at.page > 0) return { step: at.step, page: at.page - 1 };
  const previous = steps[at.step - 1];
  if (!previous) return 'leave';
  return { step: at.step - 1, page: pageCount(previous, values) - 1 };
}

export function clampPage<V>(step: Step<V>, page: number, values: V): number {
  return Math.min(Math.max(0, page), pageCount(step, values) - 1);
}

/** A position that still exists for these values (a restored draft, or a child removed while on its page). */
export function validPosition<V>(steps: readonly Step<V>[], at: WizardPosition, values: V): WizardPosition {
  const stepIndex = Math.min(Math.max(0, at.step), steps.length - 1);
  const step = steps[stepIndex];
  return { step: stepIndex, page: step ? clampPage(step, at.page, values) : 0 };
}

/** The first step and page that show one of these form paths, in step order; undefined when none does. */
export function positionOfPaths<V>(
  steps: readonly Step<V>[],
  paths: readonly string[],
  values: V,
): WizardPosition | undefined {
  for (let step = 0; step < steps.length; step++) {
    for (const path of paths) {
      const page = steps[step]?.pageOf?.(path, values);
      if (page !== undefined) return { step, page };
    }
  }
  return undefined;
}

/** The `step` attribute's and cc-step-change's spelling of a position: "step.page", both counted from 1. */
export function positionToken(at: WizardPosition): string {
  return `${at.step + 1}.${at.page + 1}`;
}
