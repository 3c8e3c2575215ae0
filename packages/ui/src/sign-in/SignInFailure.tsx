import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../apollo/errorMessages';
import { Notice } from '../notice/Notice';
import { signInMessages } from './messages';

/**
 * Runs a sign-in call and keeps what went wrong: the server's words (the wrong-code text, a rate limit), or the
 * spec's "An unexpected error occurred while signing in." when it said nothing a parent can read.
 */
export function useSignInFailure() {
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(async (call: () => Promise<void>) => {
    setError(null);
    try {
      await call();
    } catch (caught) {
      setError(caught ?? new Error('Sign-in failed.'));
    }
  }, []);
  return { error, run };
}

export function SignInFailure({ failure }: { failure: unknown }) {
  const intl = useIntl();
  if (!failure) return null;
  const messages = errorMessages(failure);
  return (
    <Notice
      variant="danger"
      testId="sign-in-error"
      messages={messages.length > 0 ? messages : [intl.formatMessage(signInMessages.unexpected)]}
    />
  );
}
