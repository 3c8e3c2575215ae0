// A centre-sent link (/parent-portal/login/{linkCode}): the request it names, so the parent goes on to the right
// screen, and the SENT -> VIEWED update the spec makes when the page loads.
export const centreLinkOperation = /* GraphQL */ `
  query CentreLink($linkCode: String!) {
    reEnrolAccountCorrespondenceByCode(linkCode: $linkCode) {
      id
      stage
      email
      correspondenceType
      accountId
      contactId
      batchId
      businessId
      region
      center {
        id
        name
      }
    }
  }
`;

export const markViewedOperation = /* GraphQL */ `
  mutation MarkCorrespondenceViewed($businessId: ID!, $input: UpdateCorrespondenceInput!) {
    updateCorrespondence(businessId: $businessId, input: $input) {
      id
      stage
    }
  }
`;
