import { useFormState } from 'react-final-form';
import { formValueErrors, type FormStep } from '@cc/core/forms';
import { useFormRenderer } from './context';
import { ErrorSummary } from './ErrorSummary';
import { SectionView } from './SectionView';

/** A step of a centre's form: its error summary, then its sections. */
export function FormStepPage({ step }: { step: FormStep }) {
  const options = useFormRenderer();
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const errors = formValueErrors(options.definition, values, options, [step.id]);
  return (
    <div className="cc-form-step" data-testid={`form-step-${step.id}`}>
      <h2 className="cc-form-step__title">{step.title}</h2>
      <ErrorSummary errors={errors} />
      {step.sections.map((section) => (
        <SectionView key={section.id} section={section} values={values} />
      ))}
    </div>
  );
}
