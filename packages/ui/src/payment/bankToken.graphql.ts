// The bank page's details, sealed with the provider's public key, taken to its tokenizer by the server.
export const bankTokenOperation = /* GraphQL */ `
  mutation OfferBankToken($input: BankTokenInput!) {
    token(input: $input) {
      token
      methodType
      lastFour
      errors
    }
  }
`;
