// The sign-in screens' words (the parent portal's login, registration's returning families). Where the spec gives a
// text it is used verbatim (document 1, sections 2 and 8); "ours" marks texts the spec names without words.
import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

export const signInMessages = defineMessages<{
  emailTitle: NoValues;
  emailIntro: NoValues;
  email: NoValues;
  sendCode: NoValues;
  codeTitle: NoValues;
  codeIntro: { email: string };
  code: NoValues;
  verify: NoValues;
  resend: NoValues;
  resendIn: { seconds: number };
  resent: NoValues;
  reenterEmail: NoValues;
  unexpected: NoValues;
  sending: NoValues;
}>({
  // ours
  emailTitle: { id: 'signIn.emailTitle', defaultMessage: 'Sign in to your parent portal' },
  // ours
  emailIntro: {
    id: 'signIn.emailIntro',
    defaultMessage: 'Enter the email address the center has for you. We will email you a 6-digit code.',
  },
  email: { id: 'signIn.email', defaultMessage: 'Email' },
  // ours
  sendCode: { id: 'signIn.sendCode', defaultMessage: 'Email me a code' },
  // ours
  codeTitle: { id: 'signIn.codeTitle', defaultMessage: 'Check your email' },
  // ours: the same words whether or not the email is known, so the screen tells nobody which emails are
  codeIntro: {
    id: 'signIn.codeIntro',
    defaultMessage: 'If {email} is registered with the center, a 6-digit code is on its way. It works for 10 minutes.',
  },
  // ours
  code: { id: 'signIn.code', defaultMessage: 'Verification code' },
  // the spec's button
  verify: { id: 'signIn.verify', defaultMessage: 'Verify' },
  // ours
  resend: { id: 'signIn.resend', defaultMessage: 'Send a new code' },
  // ours: the spec's 45-second resend countdown
  resendIn: {
    id: 'signIn.resendIn',
    defaultMessage: 'You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.',
  },
  // ours
  resent: { id: 'signIn.resent', defaultMessage: 'A new code is on its way. Use the newest one.' },
  // the spec's link back to the email page
  reenterEmail: { id: 'signIn.reenterEmail', defaultMessage: 'Re-enter your email' },
  // the spec's text for a sign-in failure without a message of its own
  unexpected: { id: 'signIn.unexpected', defaultMessage: 'An unexpected error occurred while signing in.' },
  // ours
  sending: { id: 'signIn.sending', defaultMessage: 'Sending' },
});
