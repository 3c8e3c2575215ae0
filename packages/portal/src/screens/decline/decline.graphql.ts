// The decline page (/parent-portal/decline/{linkCode}): the link code opens the request and authorises the decline.
export const declinePageOperation = /* GraphQL */ `
  query DeclinePage($linkCode: String!) {
    reEnrolAccountCorrespondenceByCode(linkCode: $linkCode) {
      id
      stage
      declineReason
      accountId
      contactId
      batchId
      businessId
      region
      center {
        id
        name
        timezone
      }
    }
  }
`;

export const declineCorrespondenceOperation = /* GraphQL */ `
  mutation DeclineCorrespondence($businessId: ID!, $input: DeclineCorrespondenceInput!) {
    declineCorrespondence(businessId: $businessId, input: $input) {
      id
      stage
      declineReason
    }
  }
`;
