import type { ReactNode } from 'react';
import { formValueErrors, type FormDefinition, type FormStepKind } from '@cc/core/forms';
import type { FieldError } from '@cc/core';
import type { StepContext, WizardStep } from '@cc/ui';
import { FormStepPage } from './FormStepPage';
import { stepRoots } from './paths';

export type FormAnswers = Record<string, unknown>;

/**
 * The steps the product draws itself (the accepted schedules, the review, the payment), by kind: what they show, and,
 * where the family answers something there (the billing cycle), its check.
 */
export type ProductStep =
  | (() => ReactNode)
  | {
      render(): ReactNode;
      validate(values: FormAnswers): FieldError[];
      /** The answers it holds, by their first name (`billingCycle`), so a server error on one comes back here. */
      roots: readonly string[];
    };
export type ProductSteps = Partial<Record<Exclude<FormStepKind, 'fields'>, ProductStep>>;

const renderOf = (step: ProductStep | undefined) => (typeof step === 'function' ? step() : step?.render());
const validateOf = (step: ProductStep | undefined, values: FormAnswers) =>
  step && typeof step !== 'function' ? step.validate(values) : [];

// Data names a centre's steps; the wizard shows `title`, so this descriptor is never formatted.
const DATA_TITLE = { id: 'forms.stepTitle' } as const;

/**
 * A centre's form as the kit wizard's steps: one page per step, validated by @cc/core's formValueErrors for that
 * step (the server's check), a server error routed to the step whose fields hold its path.
 */
export function definitionSteps(
  definition: FormDefinition,
  product: ProductSteps,
): WizardStep<FormAnswers, StepContext>[] {
  return definition.steps
    .filter((step) => (step.kind ?? 'fields') === 'fields' || product[step.kind as keyof ProductSteps])
    .map((step) => {
      const kind = step.kind ?? 'fields';
      const roots = stepRoots(step);
      return {
        id: step.id,
        label: DATA_TITLE,
        title: step.title,
        pages: () => 1,
        validate: (values, _page, context) =>
          kind === 'fields'
            ? formValueErrors(definition, values, context, [step.id])
            : validateOf(product[kind], values),
        render: () =>
          kind === 'fields' ? (
            <FormStepPage step={step} />
          ) : (
            <div className="cc-form-step" data-testid={`form-step-${step.id}`}>
              <h2 className="cc-form-step__title">{step.title}</h2>
              {renderOf(product[kind])}
            </div>
          ),
        pageOf: (path) => {
          const root = path.split('.')[0] ?? '';
          const own = kind === 'fields' ? undefined : product[kind];
          return roots.has(root) || (own && typeof own !== 'function' && own.roots.includes(root)) ? 0 : undefined;
        },
      };
    });
}
