// @cc/programs/estimate: the cost estimate and the fees due now for a family's choice, with the dry-run offers
// they are priced from. Import it only from code that is itself loaded lazily (a review step), so a first screen
// never carries it; the bundle puts it in its own chunk.
export { CostEstimate } from './CostEstimate';
export { FeesDue, useFeesDue } from './FeesDue';
export { displayName, dryRunOffers, type ReviewEstimateVariables } from './dryRunOffers';
export { currencyFor, formatCents } from './money';
export type { DryRunOfferInput } from '@cc/ui/schema-types';
export { costMessages, feesMessages } from './messages';
export { ChildSummary, type ChildSummaryProps } from '../review/ChildSummary';
export { childReviewMessages } from '../review/messages';
export { reviewCss } from '../review/styles';
export { CwaConsentField } from '../schedule/CwaConsentField';
export {
  EnquiryReviewCostEstimateDocument,
  EnquiryReviewPaymentDocument,
  type EnquiryReviewCostEstimateQuery,
  type EnquiryReviewPaymentQuery,
} from './reviewEstimates.graphql.generated';
