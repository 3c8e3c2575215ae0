// The enrolment form after an accepted offer: the centre's form with what the family saved, each step's save, the
// submission, and the documents the family uploaded. The offer's link code authorises all of them.
export const enrolmentDocumentOperation = /* GraphQL */ `
  query EnrolmentDocument($linkCode: String!, $businessId: ID!, $applicationId: ID!, $applicationOfferId: ID!) {
    enrollmentDocument(
      linkCode: $linkCode
      businessId: $businessId
      applicationId: $applicationId
      applicationOfferId: $applicationOfferId
    ) {
      applicationOfferId
      form
      enrollment
      currentStep
      submitted
      today
    }
  }
`;

export const saveEnrolmentDocumentOperation = /* GraphQL */ `
  mutation SaveEnrolmentDocument(
    $linkCode: String!
    $businessId: ID!
    $applicationId: ID!
    $applicationOfferId: ID!
    $enrollment: String!
    $currentStep: String
    $isDirty: Boolean!
  ) {
    setEnrollmentDocument(
      linkCode: $linkCode
      businessId: $businessId
      applicationId: $applicationId
      applicationOfferId: $applicationOfferId
      enrollment: $enrollment
      currentStep: $currentStep
      isDirty: $isDirty
    ) {
      success
      errors {
        path
        key
      }
    }
  }
`;

export const submitEnrolmentOperation = /* GraphQL */ `
  mutation SubmitEnrolment(
    $linkCode: String!
    $businessId: ID!
    $applicationId: ID!
    $applicationOfferId: ID!
    $enrollment: String!
  ) {
    submitOffer(
      linkCode: $linkCode
      businessId: $businessId
      applicationId: $applicationId
      applicationOfferId: $applicationOfferId
      enrollment: $enrollment
    ) {
      id
      errors {
        path
        key
      }
    }
  }
`;

export const attachOfferDocumentsOperation = /* GraphQL */ `
  mutation AttachOfferDocuments(
    $linkCode: String!
    $businessId: ID!
    $applicationOfferId: ID!
    $files: [OfferDocumentInput!]!
  ) {
    setApplicationOfferDocuments(
      linkCode: $linkCode
      businessId: $businessId
      applicationOfferId: $applicationOfferId
      files: $files
    ) {
      id
      name
    }
  }
`;

export const billingCyclesOperation = /* GraphQL */ `
  query EnrolmentBillingCycles($businessId: ID!, $centerId: ID!) {
    enrollmentBillingCycleTemplates(businessId: $businessId, centerId: $centerId) {
      id
      name
    }
  }
`;
