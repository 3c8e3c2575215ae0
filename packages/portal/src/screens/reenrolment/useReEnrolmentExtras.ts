import { useIntl } from 'react-intl';
import type { WizardFormExtras, WizardFormState } from '@cc/ui';
import { useFeesDue } from '@cc/programs/estimate';
import { estimateVariables } from './estimate';
import type { ReEnrolmentFormValues } from './form-values';
import { reEnrolmentMessages } from './messages';
import type { ReEnrolmentContext } from './steps/steps';

/**
 * On the review: "Pay Now" when a fee is due (paymentForReEnrolment, the same answer the fees-due section shows),
 * else "confirm and continue"; the button waits while the costs load (spec: disabled while costs are loading).
 */
export function useReEnrolmentExtras(
  values: ReEnrolmentFormValues,
  state: WizardFormState,
  reviewStep: number,
): WizardFormExtras<ReEnrolmentFormValues, ReEnrolmentContext> {
  const intl = useIntl();
  const onReview = state.position.step === reviewStep;
  const variables = onReview ? estimateVariables(values) : null;
  const { data, loading } = useFeesDue(variables);
  const due = (data?.paymentForReEnrolment.total ?? 0) > 0 && data?.paymentForReEnrolment.isPaymentRequired;
  return {
    submitBlocked: onReview && variables !== null && loading && !data,
    submitLabel: intl.formatMessage(due ? reEnrolmentMessages.payNow : reEnrolmentMessages.confirmAndContinue),
  };
}
