// The centre shown in every flow's header. Codegen types it into centerHeader.graphql.generated.ts.
export const centerHeaderOperation = /* GraphQL */ `
  query CenterHeader($centerId: ID!) {
    center(centerId: $centerId) {
      id
      name
      avatar {
        url
      }
    }
  }
`;
