import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { emailError } from '@cc/core';
import { ShowErrorsContext } from '../form/ShowErrorsContext';
import { TextField } from '../fields/TextField';
import { ScreenFrame } from '../screens/ScreenFrame';
import { SignInFailure, useSignInFailure } from './SignInFailure';
import { signInMessages } from './messages';

interface EmailValues {
  email?: string;
}

function validate(values: EmailValues) {
  const email = values.email?.trim() ?? '';
  if (email === '') return { email: 'required' };
  const error = emailError(email);
  return error ? { email: error } : {};
}

/** What a flow says on its own email page (registration's "Returning Family?"); the portal's sign-in words otherwise. */
export interface EmailStepWords {
  title: string;
  intro: string;
  submit: string;
  /** A picture above the title (decorative or labelled by the flow). */
  illustration?: ReactNode;
  testId: string;
}

export interface EmailStepProps {
  initialEmail: string;
  /** Throws to show what went wrong (the server's words, else the spec's sign-in failure). */
  onSubmit(email: string): Promise<void>;
  words?: EmailStepWords;
}

export function EmailStep({ initialEmail, onSubmit, words }: EmailStepProps) {
  const intl = useIntl();
  const [initialValues] = useState<EmailValues>({ email: initialEmail });
  const failure = useSignInFailure();
  return (
    <ScreenFrame testId={words?.testId ?? 'sign-in-email'} labelledBy="cc-sign-in-title">
      {words?.illustration}
      <h2 className="cc-screen__title" id="cc-sign-in-title" tabIndex={-1}>
        {words?.title ?? intl.formatMessage(signInMessages.emailTitle)}
      </h2>
      <p className="cc-screen__body">{words?.intro ?? intl.formatMessage(signInMessages.emailIntro)}</p>
      <Form<EmailValues>
        initialValues={initialValues}
        validate={validate}
        onSubmit={(values) => failure.run(() => onSubmit((values.email ?? '').trim()))}
        render={({ handleSubmit, submitting, submitFailed }) => (
          <ShowErrorsContext.Provider value={submitFailed === true}>
            <form className="cc-sign-in__form" noValidate onSubmit={handleSubmit}>
              <TextField name="email" type="email" autocomplete="email" label={signInMessages.email} required />
              <SignInFailure failure={failure.error} />
              <SlButton
                type="submit"
                variant="primary"
                size="large"
                loading={submitting}
                data-testid="sign-in-send-code"
              >
                {words?.submit ?? intl.formatMessage(signInMessages.sendCode)}
              </SlButton>
            </form>
          </ShowErrorsContext.Provider>
        )}
      />
    </ScreenFrame>
  );
}
