// /preview/{hash}: the enrolment form read only, with what the family saved, while the application is
// APPLICANT_ACCEPTED_OFFER (otherwise the server answers NOT_FOUND and the generic error shows).
export const previewEnrolmentOperation = /* GraphQL */ `
  query PreviewEnrolment($hash: String!) {
    previewEnrollmentForm(hash: $hash) {
      applicationOfferId
      form
      enrollment
      region
      centerName
      today
    }
  }
`;
