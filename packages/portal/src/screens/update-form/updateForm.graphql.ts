// /parent-portal/updateEnrolmentForm: the signed-in parent's submitted enrolment form, to update. The session says
// who they are (and, on the bare route, which business); a centre's link names the form by its correlation id.
export const updateFormMeOperation = /* GraphQL */ `
  query UpdateFormMe {
    fetchMe {
      id
      businessId
    }
  }
`;

export const updateFormAccountOperation = /* GraphQL */ `
  query UpdateFormAccount($businessId: ID!, $correlationId: ID, $centerId: ID) {
    enrolmentFormAccount(businessId: $businessId, correlationId: $correlationId, centerId: $centerId) {
      id
      state
      correlationId
      accountId
      customEnrollmentForm
      enrollmentFormData
      today
      region
      centerName
    }
  }
`;

export const saveFormAccountOperation = /* GraphQL */ `
  mutation SaveFormAccount($businessId: ID!, $enrollmentFormAccountId: ID!, $formData: String!, $complete: Boolean!) {
    setEnrollmentFormAccount(
      businessId: $businessId
      enrollmentFormAccountId: $enrollmentFormAccountId
      formData: $formData
      complete: $complete
    )
  }
`;
