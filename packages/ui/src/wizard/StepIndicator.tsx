import { useIntl } from 'react-intl';
import { wizardMessages } from '../i18n/sharedMessages';

export interface StepIndicatorProps {
  steps: readonly string[];
  /** Zero-based index of the step being shown. */
  current: number;
}

/** Desktop only (WizardLayout decides): every step by name, the current one marked for assistive tech. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  const intl = useIntl();
  return (
    <nav
      className="cc-step-indicator"
      aria-label={intl.formatMessage(wizardMessages.stepsLabel)}
      data-testid="step-indicator"
    >
      <ol>
        {steps.map((label, index) => (
          <li
            key={label}
            aria-current={index === current ? 'step' : undefined}
            data-state={index < current ? 'done' : index === current ? 'current' : 'upcoming'}
          >
            <span className="cc-visually-hidden">
              {intl.formatMessage(wizardMessages.stepOf, { step: index + 1, total: steps.length })}:{' '}
            </span>
            {label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
