import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { signInCodeError } from '@cc/core';
import { ShowErrorsContext } from '../form/ShowErrorsContext';
import { TextField } from '../fields/TextField';
import { Notice } from '../notice/Notice';
import { ScreenFrame } from '../screens/ScreenFrame';
import { SignInFailure, useSignInFailure } from './SignInFailure';
import { signInMessages } from './messages';
import { useResendCountdown } from './useResendCountdown';

interface CodeValues {
  code?: string;
}

const validate = (values: CodeValues) => {
  const error = signInCodeError(values.code);
  return error ? { code: error } : {};
};

export interface CodeStepProps {
  email: string;
  /** When the code was sent (ms since epoch): the resend countdown runs from here. */
  sentAt: number;
  /** A new code was asked for: the parent is told to use the newest. */
  resent: boolean;
  onSubmit(code: string): Promise<void>;
  onResend(): Promise<void>;
  onReenterEmail(): void;
}

export function CodeStep({ email, sentAt, resent, onSubmit, onResend, onReenterEmail }: CodeStepProps) {
  const intl = useIntl();
  const failure = useSignInFailure();
  const resend = useSignInFailure();
  const secondsLeft = useResendCountdown(sentAt);
  return (
    <ScreenFrame testId="sign-in-code" labelledBy="cc-sign-in-code-title">
      <h2 className="cc-screen__title" id="cc-sign-in-code-title" tabIndex={-1}>
        {intl.formatMessage(signInMessages.codeTitle)}
      </h2>
      <p className="cc-screen__body" data-testid="sign-in-code-intro">
        {intl.formatMessage(signInMessages.codeIntro, { email })}
      </p>
      <Form<CodeValues>
        validate={validate}
        onSubmit={(values) => failure.run(() => onSubmit(values.code ?? ''))}
        render={({ handleSubmit, submitting, submitFailed }) => (
          <ShowErrorsContext.Provider value={submitFailed === true}>
            <form className="cc-sign-in__form" noValidate onSubmit={handleSubmit}>
              <TextField
                name="code"
                autocomplete="one-time-code"
                inputmode="numeric"
                label={signInMessages.code}
                required
              />
              <SignInFailure failure={failure.error} />
              <SlButton type="submit" variant="primary" size="large" loading={submitting} data-testid="sign-in-verify">
                {intl.formatMessage(signInMessages.verify)}
              </SlButton>
            </form>
          </ShowErrorsContext.Provider>
        )}
      />
      <div className="cc-sign-in__more">
        {resent && !resend.error && (
          <Notice variant="success" testId="sign-in-resent" messages={[intl.formatMessage(signInMessages.resent)]} />
        )}
        <SignInFailure failure={resend.error} />
        {secondsLeft > 0 ? (
          <p className="cc-sign-in__countdown" data-testid="sign-in-resend-countdown">
            {intl.formatMessage(signInMessages.resendIn, { seconds: secondsLeft })}
          </p>
        ) : (
          <SlButton variant="text" data-testid="sign-in-resend" onClick={() => void resend.run(onResend)}>
            {intl.formatMessage(signInMessages.resend)}
          </SlButton>
        )}
        <SlButton variant="text" data-testid="sign-in-reenter-email" onClick={onReenterEmail}>
          {intl.formatMessage(signInMessages.reenterEmail)}
        </SlButton>
      </div>
    </ScreenFrame>
  );
}
