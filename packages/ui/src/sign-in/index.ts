export { SignIn, type SignInProps, type SignedIn } from './SignIn';
export { signInMessages } from './messages';
export { SignOutDocument } from './signIn.graphql.generated';
