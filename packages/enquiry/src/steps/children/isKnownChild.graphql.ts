// Whether a child the family adds is already registered with the business. Typed by codegen.
export const isKnownChildOperation = /* GraphQL */ `
  query IsKnownChild($input: KnownChildInput!) {
    isKnownChild(input: $input)
  }
`;
