export { SignIn, type SignInProps, type SignedIn } from './SignIn';
export { signInMessages } from './messages';
export { AnswerSignInChallengeDocument, RequestSignInCodeDocument, SignOutDocument } from './signIn.graphql.generated';
