import { dryRunOffers, type ReviewEstimateVariables } from '@cc/programs/estimate';
import type { ReEnrolmentFormValues } from './form-values';

/** What the review's estimate and fees-due queries are asked (null before any schedule is chosen). */
export function estimateVariables(values: ReEnrolmentFormValues): ReviewEstimateVariables | null {
  const offers = dryRunOffers({ children: values.children });
  if (offers.length === 0 || !values.selectedCenter) return null;
  return {
    businessId: values.businessId,
    centerId: values.selectedCenter.id,
    familyReceivesSubsidy: values.familyReceivesSubsidy ?? null,
    dryRunOffers: offers,
  };
}
