// The centres an enquiry link opens, named on the landing page (/inquiry/{linkCode}). An unknown or expired code
// fails with the same "not found" answer as any other, which the landing shows as the generic error.
export const enquiryLandingOperation = /* GraphQL */ `
  query EnquiryLanding($linkCode: String!) {
    centersForLinkCode(linkCode: $linkCode) {
      id
      businessId
      name
      address {
        city
        state
      }
    }
  }
`;
