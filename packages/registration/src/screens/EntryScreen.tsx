// The email page and, for a returning family, the one-time code (document 1, "Registration sign-in"): personExists
// decides. A known email gets a code by mail and signs in with it; an unknown one goes straight to the form. No
// password is ever made or kept: the code is the only credential.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { normaliseSignInCode } from '@cc/core';
import { useApolloClient, useMutation } from '@cc/ui';
import { AnswerSignInChallengeDocument, CodeStep, EmailStep, RequestSignInCodeDocument } from '@cc/ui/sign-in';
import { entryMessages } from '../i18n/messages';
import { RegistrationEmailKnownDocument } from '../registration.graphql.generated';
import { ReturningFamilyImage } from './ReturningFamilyImage';

export interface Entered {
  email: string;
  /** The session of a returning family that signed in with its code; none for a new family. */
  token?: string;
}

type Stage = { kind: 'email' } | { kind: 'code'; email: string; challenge: string; sentAt: number; resent: boolean };

export function EntryScreen({
  businessId,
  initialEmail,
  onEntered,
}: {
  businessId: string;
  /** What the family typed before, when it comes back to this page. */
  initialEmail: string;
  onEntered(entered: Entered): void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const [stage, setStage] = useState<Stage>({ kind: 'email' });
  const [email, setEmail] = useState(initialEmail);
  const [requestCode] = useMutation(RequestSignInCodeDocument);
  const [answer] = useMutation(AnswerSignInChallengeDocument);

  const sendCode = async (to: string, resent = false) => {
    const { data } = await requestCode({ variables: { email: to, businessId } });
    if (!data) throw new Error('No challenge came back.');
    setStage({ kind: 'code', email: to, challenge: data.requestSignInCode.challenge, sentAt: Date.now(), resent });
  };

  const checkEmail = async (typed: string) => {
    setEmail(typed);
    let known: boolean;
    try {
      const { data } = await client.query({
        query: RegistrationEmailKnownDocument,
        variables: { businessId, email: typed },
        fetchPolicy: 'network-only',
      });
      known = data.personExists.result !== 'NONE';
    } catch {
      // The spec's person-check failure, shown by the email page the way it shows a server's words; the email stays.
      throw { graphQLErrors: [{ message: intl.formatMessage(entryMessages.checkFailed) }] };
    }
    if (known) await sendCode(typed);
    else onEntered({ email: typed });
  };

  if (stage.kind === 'email')
    return (
      <EmailStep
        initialEmail={email}
        onSubmit={checkEmail}
        words={{
          testId: 'registration-email',
          title: intl.formatMessage(entryMessages.returningFamily),
          intro: intl.formatMessage(entryMessages.intro),
          submit: intl.formatMessage(entryMessages.register),
          illustration: <ReturningFamilyImage label={intl.formatMessage(entryMessages.illustration)} />,
        }}
      />
    );
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
        onEntered({ email: stage.email, token: data.answerSignInChallenge.token });
      }}
    />
  );
}
