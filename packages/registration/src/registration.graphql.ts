// The first screen's reads: the registration behind the link (NOT_FOUND: /not-found; MAINTENANCE: the notice), and
// whether an email is already known to the business (a returning family signs in with a code first).
export const registrationByLinkCodeOperation = /* GraphQL */ `
  query RegistrationByLinkCode($linkCode: String!) {
    registrationByLinkCode(linkCode: $linkCode) {
      id
      name
      description
      businessId
      centerId
      centerName
      region
      currency
      askFamilyAboutSubsidy
      isOpen
    }
  }
`;

export const registrationEmailKnownOperation = /* GraphQL */ `
  query RegistrationEmailKnown($businessId: ID!, $email: String!) {
    personExists(businessId: $businessId, firstName: "", lastName: "", email: $email) {
      result
    }
  }
`;
