import { useIntl } from 'react-intl';
import SlProgressBar from '@shoelace-style/shoelace/dist/react/progress-bar/index.js';
import { wizardMessages } from '../i18n/sharedMessages';

export interface MobileProgressProps {
  /** One-based step number. */
  step: number;
  total: number;
}

/** Mobile only (WizardLayout decides): a progress bar and an "n / total" counter. */
export function MobileProgress({ step, total }: MobileProgressProps) {
  const intl = useIntl();
  const percent = total > 0 ? Math.round((step / total) * 100) : 0;
  return (
    <div className="cc-mobile-progress" data-testid="mobile-progress">
      <SlProgressBar value={percent} label={intl.formatMessage(wizardMessages.stepOf, { step, total })} />
      <span className="cc-mobile-progress__counter" data-testid="step-counter" aria-hidden="true">
        {intl.formatMessage(wizardMessages.stepCounter, { step, total })}
      </span>
    </div>
  );
}
