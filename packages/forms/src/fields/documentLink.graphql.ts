// A five-minute link to a document the family uploaded (document 2, section 7: documentLink): by the offer's link
// code for the family; by the staff session (linkCode null) for the centre.
export const documentLinkOperation = /* GraphQL */ `
  query DocumentLink($businessId: ID!, $documentId: ID!, $linkCode: String) {
    documentLink(businessId: $businessId, documentId: $documentId, linkCode: $linkCode) {
      url
      expiresAt
    }
  }
`;
