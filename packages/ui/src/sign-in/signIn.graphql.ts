// Parents sign in with a one-time code mailed to them (the parent portal, and registration's returning families).
// The same answer comes back whether or not the email is known; the code is accepted only beside its challenge.
export const requestSignInCodeOperation = /* GraphQL */ `
  mutation RequestSignInCode($email: String!, $businessId: ID!) {
    requestSignInCode(email: $email, businessId: $businessId) {
      challenge
      expiresAt
    }
  }
`;

export const answerSignInChallengeOperation = /* GraphQL */ `
  mutation AnswerSignInChallenge($input: SignInAnswerInput!) {
    answerSignInChallenge(input: $input) {
      token
      expiresAt
      personId
    }
  }
`;

export const signOutOperation = /* GraphQL */ `
  mutation SignOut {
    signOut
  }
`;
