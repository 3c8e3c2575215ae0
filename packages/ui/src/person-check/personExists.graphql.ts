// Whether the parent is already known to the business (blocks the submit button). Typed by codegen.
export const personExistsOperation = /* GraphQL */ `
  query PersonExists($businessId: ID!, $firstName: String!, $lastName: String!, $email: String!, $phone: String) {
    personExists(businessId: $businessId, firstName: $firstName, lastName: $lastName, email: $email, phone: $phone) {
      result
      phoneMatch
    }
  }
`;
