// A centre's form as a wizard, as the offer's enrolment form and the portal's update both show it: its steps in the
// kit's form shell, the renderer's options for every field, the centre's confirmation before the last step submits,
// and a save as the family moves on (by the id of the step they reach).
import { useMemo, useState, type ReactNode } from 'react';
import { WizardForm, type CenterHeaderProps, type StepContext, type SubmitOutcome, type WizardFormStart } from '@cc/ui';
import { FormConfirmDialog } from './FormConfirmDialog';
import { FormRendererContext, type FormRendererOptions } from './context';
import { definitionSteps, type FormAnswers, type ProductSteps } from './steps';
import { formRendererCss } from './styles';

export interface FormWizardProps {
  renderer: FormRendererOptions;
  /** The steps the flow draws itself (schedule, review, payment); a kind without one is left out of the wizard. */
  product: ProductSteps;
  values: FormAnswers;
  /** The step to open at (a resumed form's); the first when unknown. */
  startStepId?: string | null;
  /** Before Next moves on: saves, and says whether to move (false keeps the family on the step, nothing lost). */
  onAdvance(values: FormAnswers, stepId: string): Promise<boolean>;
  submit(values: FormAnswers): Promise<SubmitOutcome<{ id: string }>>;
  onSubmitted(): void;
  submitFailedTitle: string;
  submitLabel: string;
  center: CenterHeaderProps;
  /** Above every step (the form's banners, a save that failed). */
  notices?: ReactNode;
}

export function FormWizard({ renderer, product, values, startStepId, onAdvance, ...props }: FormWizardProps) {
  const { definition, region, today } = renderer;
  const steps = useMemo(() => definitionSteps(definition, product), [definition, product]);
  const context = useMemo<StepContext>(() => ({ region, today }), [region, today]);
  const [start] = useState<WizardFormStart<FormAnswers>>(() => ({
    values,
    position: {
      step: Math.max(
        0,
        steps.findIndex((step) => step.id === startStepId),
      ),
      page: 0,
    },
    idempotencyKey: crypto.randomUUID(),
    restored: false,
  }));
  return (
    <FormRendererContext.Provider value={renderer}>
      <WizardForm<FormAnswers, StepContext, { id: string }>
        steps={steps}
        context={context}
        start={start}
        freshValues={() => values}
        newIdempotencyKey={() => crypto.randomUUID()}
        submit={props.submit}
        onSubmitted={props.onSubmitted}
        submitFailedTitle={props.submitFailedTitle}
        center={props.center}
        submitLabel={props.submitLabel}
        beforeAdvance={(current, next) => onAdvance(current, steps[next.step]?.id ?? '')}
        renderConfirm={
          definition.labels.confirmTitle
            ? (confirm) => <FormConfirmDialog {...confirm} labels={definition.labels} />
            : undefined
        }
        header={
          <>
            <style>{formRendererCss}</style>
            {props.notices}
          </>
        }
      />
    </FormRendererContext.Provider>
  );
}
