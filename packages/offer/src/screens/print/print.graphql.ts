// The offer's print view (/offer/{linkCode}/print): the same offer, read for paper.
export const offerPrintOperation = /* GraphQL */ `
  query OfferPrint($linkCode: String!) {
    applicationOfferByLinkCodeForPrint(linkCode: $linkCode) {
      id
      businessName
      region
      currency
      state
      expiryDate
      expired
      center {
        id
        name
      }
      children {
        id
        firstName
        lastName
        dateOfBirth
        offers {
          id
          state
          startDate
          endDate
          cycleType
          careType
          className
          feeAmount
          feeType
          days {
            dayOfWeek
            week
          }
          program {
            id
            programName
            description
          }
        }
      }
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
`;
