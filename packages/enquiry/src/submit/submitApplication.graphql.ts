// The enquiry's one mutation. Codegen types it into submitApplication.graphql.generated.ts.
export const submitApplicationOperation = /* GraphQL */ `
  mutation SubmitApplication($input: SubmitApplicationInput!) {
    submitApplication(input: $input) {
      success
      id
      linkCode
      state
      centerNames
      errors {
        path
        key
      }
    }
  }
`;
