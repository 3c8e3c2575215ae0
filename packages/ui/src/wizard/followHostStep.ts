// Moves a wizard to the position its host page wrote into the `step` attribute (the hosted page's Back, Forward and
// reload), as far as the family's answers allow. Loaded only when a host page sets the attribute.
import { nextPosition, positionToken, validPosition } from './navigation';
import type { StepContext, WizardPosition, WizardStep } from './step';

/** The wizard as it is now, read when the attribute changes. */
export interface HostStepTarget {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any flow's values and context
  steps: readonly WizardStep<any, any>[];
  context: StepContext;
  token: string;
  values(): unknown;
  go(position: WizardPosition): void;
}

export function followHostStep(element: HTMLElement, wizard: { current: HostStepTarget }): void {
  const asked = parsePositionToken(element.getAttribute('step'));
  const now = wizard.current;
  if (!asked) return;
  const target = reachablePosition(now.steps, asked, now.values(), now.context);
  if (positionToken(target) !== now.token) now.go(target);
}

/**
 * How far towards `target` the family may go from the start with these values: every page before the one returned
 * validates. The hosted page's Forward button and a reload ask for a position; this keeps them from skipping a page
 * that would stop Next.
 */
export function reachablePosition<V, C extends StepContext>(
  steps: readonly WizardStep<V, C>[],
  target: WizardPosition,
  values: V,
  context: C,
): WizardPosition {
  const goal = validPosition(steps, target, values);
  let at: WizardPosition = { step: 0, page: 0 };
  while (at.step < goal.step || (at.step === goal.step && at.page < goal.page)) {
    if ((steps[at.step]?.validate(values, at.page, context).length ?? 0) > 0) break;
    const next = nextPosition(steps, at, values);
    if (next === 'submit') break;
    at = next;
  }
  return at;
}

export function parsePositionToken(token: string | null): WizardPosition | undefined {
  const found = token === null ? null : /^([1-9]\d*)(?:\.([1-9]\d*))?$/.exec(token);
  if (!found) return undefined;
  return { step: Number(found[1]) - 1, page: Number(found[2] ?? '1') - 1 };
}
