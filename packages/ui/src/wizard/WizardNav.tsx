import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { sharedMessages, wizardMessages } from '../i18n/sharedMessages';

export interface WizardNavProps {
  /** Zero-based index of the step being shown. */
  current: number;
  total: number;
  onBack: () => void;
  onNext: () => void;
  /** The last step's button label; Submit when not given. */
  submitLabel?: string;
  disabled?: boolean;
  /** Shows a spinner in the forward button and blocks both buttons (e.g. while submitting). */
  loading?: boolean;
  /** Show Back on the first step too (it leaves the form, e.g. back in the browser's history). */
  backOnFirst?: boolean;
  /** Blocks only the forward button (e.g. a check stops the submit); Back still works. */
  forwardDisabled?: boolean;
}

/** Back (not on the first step unless asked) and Next; the last step's button submits. */
export function WizardNav({
  current,
  total,
  onBack,
  onNext,
  submitLabel,
  disabled,
  loading,
  backOnFirst,
  forwardDisabled,
}: WizardNavProps) {
  const intl = useIntl();
  const isLast = current >= total - 1;
  const forwardLabel = isLast
    ? (submitLabel ?? intl.formatMessage(sharedMessages.submit))
    : intl.formatMessage(sharedMessages.next);
  return (
    <nav className="cc-wizard-nav" aria-label={intl.formatMessage(wizardMessages.navigation)} data-testid="wizard-nav">
      {(current > 0 || backOnFirst) && (
        <SlButton data-testid="wizard-back" disabled={disabled || loading} onClick={onBack}>
          {intl.formatMessage(sharedMessages.back)}
        </SlButton>
      )}
      <SlButton
        className="cc-wizard-nav__next"
        variant="primary"
        data-testid={isLast ? 'wizard-submit' : 'wizard-next'}
        disabled={disabled || forwardDisabled}
        loading={loading}
        onClick={() => {
          if (!disabled && !forwardDisabled && !loading) onNext();
        }}
      >
        {forwardLabel}
      </SlButton>
    </nav>
  );
}
