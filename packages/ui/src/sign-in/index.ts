export { SignIn, type SignInProps, type SignedIn } from './SignIn';
export { CodeStep, type CodeStepProps } from './CodeStep';
export { EmailStep, type EmailStepProps, type EmailStepWords } from './EmailStep';
export { signInMessages } from './messages';
export { AnswerSignInChallengeDocument, RequestSignInCodeDocument, SignOutDocument } from './signIn.graphql.generated';
