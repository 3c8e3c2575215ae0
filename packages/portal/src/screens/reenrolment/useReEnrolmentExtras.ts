import { useIntl } from 'react-intl';
import type { WizardFormExtras, WizardFormState } from '@cc/ui';
import type { FeesDueState } from './data';
import type { ReEnrolmentFormValues } from './form-values';
import { reEnrolmentMessages } from './messages';
import type { ReEnrolmentContext } from './steps/steps';

/**
 * On the review: "Pay Now" when a fee is due (paymentForReEnrolment, which the review step's fees-due section asks
 * for and reports here), else "confirm and continue"; the button waits while the costs load (spec: disabled while
 * costs are loading), and until the review step has loaded and asked.
 */
export function useReEnrolmentExtras(
  state: WizardFormState,
  reviewStep: number,
  fees: FeesDueState | undefined,
): WizardFormExtras<ReEnrolmentFormValues, ReEnrolmentContext> {
  const intl = useIntl();
  const onReview = state.position.step === reviewStep;
  return {
    submitBlocked: onReview && (fees === undefined || fees.loading),
    submitLabel: intl.formatMessage(
      onReview && fees?.due ? reEnrolmentMessages.payNow : reEnrolmentMessages.confirmAndContinue,
    ),
  };
}
