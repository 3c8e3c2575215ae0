// After offerEnquiry: the offer it made, read by its link code (what is due now, the centre's payment provider),
// and its acceptance when nothing is due.
export const reEnrolmentOfferOperation = /* GraphQL */ `
  query ReEnrolmentOffer($linkCode: String!) {
    applicationOfferForLinkCode(linkCode: $linkCode) {
      id
      businessId
      applicationId
      applicationState
      state
      center {
        id
        name
      }
      paymentInfo {
        applicationOfferId
        isPaymentRequired
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
    }
  }
`;

export const acceptReEnrolmentOfferOperation = /* GraphQL */ `
  mutation AcceptReEnrolmentOffer($input: OfferActionInput!) {
    acceptOffer(input: $input) {
      success
      errors {
        path
        key
      }
    }
  }
`;
