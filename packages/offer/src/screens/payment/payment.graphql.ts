// Paying an offer's fee: keep the token the provider's card page handed over, then charge it (which accepts the offer).
export const setPaymentTokenOperation = /* GraphQL */ `
  mutation SetOfferPaymentToken($input: OfferPaymentTokenInput!) {
    setApplicationPaymentToken(input: $input) {
      paymentToken
      methodType
      brand
      lastFour
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
