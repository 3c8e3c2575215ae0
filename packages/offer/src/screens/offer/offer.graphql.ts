// The offer page (/offer/{linkCode}): the link code opens the offer and authorises every answer to it. Each answer
// returns what it changes of the offer, which Apollo merges into the page's copy by the offer's id.
export const offerPageOperation = /* GraphQL */ `
  query OfferPage($linkCode: String!) {
    applicationOfferForLinkCode(linkCode: $linkCode) {
      id
      businessId
      businessName
      region
      currency
      applicationId
      linkCode
      applicationState
      state
      earliestProgramStartDate
      expiryDate
      expired
      enrollmentFormRequired
      appliedFlowType
      leadPromoCodes
      center {
        id
        name
        timezone
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
          feeStructureType
          applicationFeeAmount
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
      paymentProviderInfo {
        paymentProcessorType
        isSandbox
        fieldsUrl
        fieldsOrigin
        bankFieldsUrl
        acceptedPaymentTypes
        session {
          key
          expiresAt
          durationAvailable
        }
      }
      paymentMethod {
        paymentToken
        methodType
        brand
        lastFour
        isAutoPay
      }
      charges {
        id
        amount
        status
        reference
        lastFour
        methodType
        serviceFee
        createdAt
        settledAt
      }
    }
  }
`;

export const checkOfferExpiredOperation = /* GraphQL */ `
  query CheckOfferExpired($linkCode: String!, $businessId: ID!, $applicationId: ID!, $applicationOfferId: ID!) {
    checkApplicationOfferExpired(
      linkCode: $linkCode
      businessId: $businessId
      applicationId: $applicationId
      applicationOfferId: $applicationOfferId
    )
  }
`;

export const acceptOfferOperation = /* GraphQL */ `
  mutation AcceptOffer($input: OfferActionInput!) {
    acceptOffer(input: $input) {
      success
      errors {
        path
        key
      }
      offer {
        id
        state
        applicationState
        expired
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

export const requestWaitlistOperation = /* GraphQL */ `
  mutation RequestWaitlist($input: OfferActionInput!) {
    requestWaitlist(input: $input) {
      success
      errors {
        path
        key
      }
      offer {
        id
        state
        applicationState
        expired
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

export const declineOfferOperation = /* GraphQL */ `
  mutation DeclineOffer($input: OfferActionInput!) {
    declineApplicationOffer(input: $input) {
      success
      errors {
        path
        key
      }
      offer {
        id
        state
        applicationState
        expired
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
