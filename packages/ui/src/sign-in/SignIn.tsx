// Email, then the code: the sign-in every flow shares (the parent portal's login, registration's returning families).
// The flow decides what a session is for; this only gets one.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { normaliseSignInCode } from '@cc/core';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { AnswerSignInChallengeDocument, RequestSignInCodeDocument } from './signIn.graphql.generated';

export interface SignedIn {
  token: string;
  expiresAt: string;
  personId: string;
}

export interface SignInProps {
  businessId: string;
  /** From the login link's state: the email the centre has, filled in for the parent. */
  initialEmail?: string;
  onSignedIn(session: SignedIn): void;
}

type Stage = { kind: 'email' } | { kind: 'code'; email: string; challenge: string; sentAt: number; resent: boolean };

export function SignIn({ businessId, initialEmail, onSignedIn }: SignInProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'email' });
  const [email, setEmail] = useState(initialEmail ?? '');
  const [requestCode] = useMutation(RequestSignInCodeDocument);
  const [answer] = useMutation(AnswerSignInChallengeDocument);

  const sendCode = async (to: string, resent = false) => {
    const { data } = await requestCode({ variables: { email: to, businessId } });
    if (!data) throw new Error('No challenge came back.');
    setEmail(to);
    setStage({ kind: 'code', email: to, challenge: data.requestSignInCode.challenge, sentAt: Date.now(), resent });
  };

  if (stage.kind === 'email') return <EmailStep initialEmail={email} onSubmit={sendCode} />;
  return (
    <CodeStep
      email={stage.email}
      sentAt={stage.sentAt}
      resent={stage.resent}
      onResend={() => sendCode(stage.email, true)}
      onReenterEmail={() => setStage({ kind: 'email' })}
      onSubmit={async (code) => {
        const { data } = await answer({
          variables: { input: { challenge: stage.challenge, email: stage.email, code: normaliseSignInCode(code) } },
        });
        if (!data) throw new Error('No session came back.');
        onSignedIn(data.answerSignInChallenge);
      }}
    />
  );
}
