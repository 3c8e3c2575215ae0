// Paying an offer's fee (the offer page, the portal's re-enrolment): keep the token the provider's page handed over,
// then charge it (which accepts the offer).
export const setPaymentTokenOperation = /* GraphQL */ `
  mutation SetOfferPaymentToken($input: OfferPaymentTokenInput!) {
    setApplicationPaymentToken(input: $input) {
      paymentToken
      methodType
      brand
      lastFour
      isAutoPay
    }
  }
`;

// The card's bank confirmed (or refused) the payment on the provider's page: the server checks with the provider.
export const updatePaymentOperation = /* GraphQL */ `
  mutation ReportOfferPayment(
    $linkCode: String!
    $businessId: ID!
    $applicationId: ID!
    $applicationOfferId: ID!
    $paymentAmount: Int!
    $paymentDate: String!
    $paymentReference: String!
  ) {
    updatePayment(
      linkCode: $linkCode
      businessId: $businessId
      applicationId: $applicationId
      applicationOfferId: $applicationOfferId
      paymentAmount: $paymentAmount
      paymentDate: $paymentDate
      paymentReference: $paymentReference
    )
  }
`;

// Polled without a cache: the session's expiry as it stands (typing on the provider's page extends it).
export const paymentSessionOperation = /* GraphQL */ `
  query OfferPaymentSession($centerId: ID!, $linkCode: String!, $key: String!) {
    paymentSession(centerId: $centerId, linkCode: $linkCode, key: $key) {
      key
      expiresAt
      durationAvailable
    }
  }
`;

// Charges the fee to the saved token; on success the server accepts the offer. A card's bank may ask for
// confirmation first (PAYMENT_ACTION_REQUIRED, with the provider's page for it).
export const payOfferFeeOperation = /* GraphQL */ `
  mutation PayOfferFee(
    $linkCode: String!
    $businessId: ID!
    $applicationId: ID!
    $applicationOfferId: ID!
    $paymentToken: String!
  ) {
    payEnrollmentFeeForOffer(
      linkCode: $linkCode
      businessId: $businessId
      applicationId: $applicationId
      applicationOfferId: $applicationOfferId
      paymentToken: $paymentToken
    )
  }
`;
