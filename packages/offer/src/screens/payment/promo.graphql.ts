// A promo code on the offer's fees due now (behind the business's lead promo codes flag).
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
