// Paying an offer's fee: keep the token the provider's card page handed over, then charge it (which accepts the offer).
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

// The bank page's details, sealed with the provider's public key, taken to its tokenizer by the server.
export const bankTokenOperation = /* GraphQL */ `
  mutation OfferBankToken($input: BankTokenInput!) {
    token(input: $input) {
      token
      methodType
      lastFour
      errors
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

export const applyPromoCodeOperation = /* GraphQL */ `
  mutation ApplyOfferPromoCode(
    $linkCode: String!
    $businessId: ID!
    $applicationId: ID!
    $applicationOfferId: ID!
    $promoCode: String!
  ) {
    applyPromoCode(
      linkCode: $linkCode
      businessId: $businessId
      applicationId: $applicationId
      applicationOfferId: $applicationOfferId
      promoCode: $promoCode
    ) {
      success
      errors {
        path
        key
      }
      offer {
        id
        paymentInfo {
          applicationOfferId
          isPaymentRequired
          applicationFeeAmount
          discountAmount
          discount {
            name
            amount
          }
          surchargeAmount
          total
          currency
        }
      }
    }
  }
`;
