// The centres a family may choose from. Codegen types these into centreSelection.graphql.generated.ts.
export const centreSelectionOperations = /* GraphQL */ `
  fragment CentreOption on Center {
    id
    name
    businessId
    phoneNumber
    address {
      address1
      address2
      city
      state
      postalCode
    }
    reEnrolSettings {
      usesParentApplication
      businessUsesReEnrol
      usesEnrolmentForm
    }
  }

  query CentreSelectionSearch($businessID: ID!, $searchKey: String) {
    searchCenters(businessID: $businessID, searchKey: $searchKey) {
      ...CentreOption
    }
  }

  query CentreSelectionOfCentre($centerId: ID!) {
    businessFor(centerId: $centerId) {
      businessId
      centers {
        ...CentreOption
      }
    }
  }

  query CentreSelectionForLinkCode($linkCode: String!) {
    centersForLinkCode(linkCode: $linkCode) {
      ...CentreOption
    }
  }
`;
