// The checkout (document 2, "Registration checkout"): the submission by its link code, and the family's actions on
// it. Every mutation answers the submission as it stands, so the page shows what the server holds.
export const registrationCheckoutOperation = /* GraphQL */ `
  query RegistrationCheckout($linkCode: String!) {
    registrationSubmissionOfferForLinkCode(linkCode: $linkCode) {
      id
      businessId
      registrationId
      name
      description
      state
      region
      centerId
      centerName
      acceptsPromoCodes
      children {
        id
        firstName
        lastName
        dateOfBirth
        schedules {
          id
          state
          isWaitlisted
          isEarlyBird
          feeAmount
          program {
            id
            name
            description
            startDate
            endDate
          }
        }
      }
      paymentInfo {
        isPaymentRequired
        registrationFeeAmount
        discount {
          name
          amount
        }
        discountAmount
        surchargeAmount
        total
        currency
        isPaid
      }
      paymentProviderInfo {
        centerId
        paymentProcessorType
        isSandbox
        fieldsUrl
        bankFieldsUrl
        fieldsOrigin
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
      }
    }
  }
`;

export const setRegistrationPaymentTokenOperation = /* GraphQL */ `
  mutation SetRegistrationPaymentToken(
    $linkCode: String!
    $businessId: ID!
    $registrationId: ID!
    $registrationSubmissionId: ID!
    $paymentToken: String!
  ) {
    setRegistrationSubmissionPaymentToken(
      linkCode: $linkCode
      businessId: $businessId
      registrationId: $registrationId
      registrationSubmissionId: $registrationSubmissionId
      paymentToken: $paymentToken
    ) {
      paymentToken
      methodType
      brand
      lastFour
    }
  }
`;

export const acceptRegistrationOperation = /* GraphQL */ `
  mutation AcceptRegistration(
    $linkCode: String!
    $businessId: ID!
    $registrationId: ID!
    $registrationSubmissionId: ID!
    $termsAccepted: Boolean!
  ) {
    acceptRegistrationSubmission(
      linkCode: $linkCode
      businessId: $businessId
      registrationId: $registrationId
      registrationSubmissionId: $registrationSubmissionId
      termsAccepted: $termsAccepted
    ) {
      success
      errors {
        path
        key
      }
      submission {
        id
        state
      }
    }
  }
`;

export const applyRegistrationPromoOperation = /* GraphQL */ `
  mutation ApplyRegistrationPromo(
    $linkCode: String!
    $businessId: ID!
    $registrationId: ID!
    $registrationSubmissionId: ID!
    $promoCode: String!
  ) {
    applyRegistrationSubmissionPromoCode(
      linkCode: $linkCode
      businessId: $businessId
      registrationId: $registrationId
      registrationSubmissionId: $registrationSubmissionId
      promoCode: $promoCode
    ) {
      success
      errors {
        path
        key
      }
      submission {
        id
        paymentInfo {
          isPaymentRequired
          registrationFeeAmount
          discount {
            name
            amount
          }
          discountAmount
          surchargeAmount
          total
          currency
          isPaid
        }
      }
    }
  }
`;
