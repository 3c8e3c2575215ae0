// What the chosen schedules would cost (shown only when the cost-estimate flag is on) and what is due now. Two
// operations, so a failing estimate never hides the fees due, and the estimate is not asked for when it is off.
export const reviewCostEstimateOperation = /* GraphQL */ `
  query EnquiryReviewCostEstimate(
    $businessId: ID!
    $centerId: ID!
    $familyReceivesSubsidy: Boolean
    $dryRunOffers: [DryRunOfferInput!]!
  ) {
    weeklyCostEstimateForReEnrolment(
      businessId: $businessId
      centerId: $centerId
      familyReceivesSubsidy: $familyReceivesSubsidy
      dryRunOffers: $dryRunOffers
    ) {
      isCostEstimable
      estimatedTotalAmount
      totalPeriod
      currency
      estimatedCostItems {
        childIdentifier
        childName
        programName
        numberOfDays
        daysPerWeek
        amountPerSession
        subTotal
        cycleType
      }
    }
  }
`;

export const reviewPaymentOperation = /* GraphQL */ `
  query EnquiryReviewPayment(
    $businessId: ID!
    $centerId: ID!
    $familyReceivesSubsidy: Boolean
    $dryRunOffers: [DryRunOfferInput!]!
  ) {
    paymentForReEnrolment(
      businessId: $businessId
      centerId: $centerId
      familyReceivesSubsidy: $familyReceivesSubsidy
      dryRunOffers: $dryRunOffers
    ) {
      isPaymentRequired
      applicationFeeAmount
      surchargeAmount
      discountAmount
      total
      currency
    }
  }
`;
