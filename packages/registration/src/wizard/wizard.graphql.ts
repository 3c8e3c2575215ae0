// The wizard's operations: the signed-in parent and their children (the child selector), the programs each chosen
// child may register for, the submission, and signing out once it is in.
export const registrationMeOperation = /* GraphQL */ `
  query RegistrationMe($businessId: ID!) {
    fetchMe(businessId: $businessId) {
      id
      firstName
      lastName
      email
      children {
        id
        firstName
        lastName
        dateOfBirth
      }
    }
  }
`;

export const programsForRegistrationOperation = /* GraphQL */ `
  query ProgramsForRegistration(
    $linkCode: String!
    $businessId: ID!
    $registrationId: ID!
    $childWithDobs: [RegistrationChildDobInput!]!
  ) {
    programsForRegistration(
      linkCode: $linkCode
      businessId: $businessId
      registrationId: $registrationId
      childWithDobs: $childWithDobs
    ) {
      childId
      programs {
        id
        name
        description
        startDate
        endDate
        minAgeMonths
        maxAgeMonths
        availablePlaces
        earlyBirdUntil
        isEarlyBird
        feeAmount
        isTieredFee
      }
    }
  }
`;

export const submitRegistrationOperation = /* GraphQL */ `
  mutation SubmitRegistration(
    $businessId: ID!
    $registrationId: ID!
    $linkCode: String!
    $input: RegistrationSubmissionInput!
  ) {
    submitRegistrationSubmission(
      businessId: $businessId
      registrationId: $registrationId
      linkCode: $linkCode
      input: $input
    ) {
      success
      id
      linkCode
      state
      errors {
        path
        key
      }
    }
  }
`;
