// What a family sees when the person check stops them, with a way forward every time: a failed check can be run
// again; a guardian the business already knows is given the parent portal's log-in button and the centre's phone
// number; centre staff are told to find the family among existing ones.
import { defineMessages, useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { ErrorText } from '../form/ErrorText';
import { sharedMessages } from '../i18n/sharedMessages';
import { Notice } from '../notice/Notice';
import type { PersonCheckState } from './usePersonCheck';

const messages = defineMessages<{
  callCentre: { centre: string; phone: string };
  call: { phone: string };
  logIn: Record<string, never>;
}>({
  // ours: the spec's button that leads a known guardian to the parent portal's login
  logIn: { id: 'personCheck.logIn', defaultMessage: 'Log in' },
  // ours
  callCentre: { id: 'personCheck.callCentre', defaultMessage: 'To talk it through, call {centre} on {phone}.' },
  // ours: the button that dials the centre on a phone
  call: { id: 'personCheck.call', defaultMessage: 'Call {phone}' },
});

export interface PersonCheckNoticeProps {
  state: PersonCheckState;
  /** Runs the check again (a failed check). */
  onRetry(): void;
  /** The centre the family is enquiring at: its number as the region writes it, and as dialled (E.164). */
  centre: { name: string; phone?: string; dial?: string };
  testId?: string;
  /** Id of the message, for aria-describedby. */
  id?: string;
  /** A guardian the business knows is offered the parent portal's login (never staff enquiring for a family). */
  onLogIn?(): void;
}

export function PersonCheckNotice({
  state,
  onRetry,
  centre,
  testId = 'person-exists',
  id,
  onLogIn,
}: PersonCheckNoticeProps) {
  const intl = useIntl();
  if (state.status !== 'blocked' && state.status !== 'failed') return null;
  const telHref = centre.dial ? `tel:${centre.dial.replace(/[^\d+]/g, '')}` : undefined;
  // Staff enquiring for a family are told to find it instead; only a family is pointed at the centre.
  const callable = state.status === 'blocked' && state.error.key === 'person-exists' && centre.phone !== undefined;
  return (
    <Notice
      variant="warning"
      testId={testId}
      live={false}
      actions={
        state.status === 'failed' ? (
          <SlButton size="small" data-testid={`${testId}-retry`} onClick={onRetry}>
            {intl.formatMessage(sharedMessages.tryAgain)}
          </SlButton>
        ) : state.error.key === 'person-exists' && (onLogIn || (callable && telHref)) ? (
          <>
            {onLogIn && (
              <SlButton size="small" variant="primary" data-testid={`${testId}-log-in`} onClick={onLogIn}>
                {intl.formatMessage(messages.logIn)}
              </SlButton>
            )}
            {callable && telHref && (
              <SlButton size="small" href={telHref} data-testid={`${testId}-call-button`}>
                {intl.formatMessage(messages.call, { phone: centre.phone ?? '' })}
              </SlButton>
            )}
          </>
        ) : undefined
      }
    >
      <ErrorText error={state.error.key} id={id} />
      {callable && (
        <p data-testid={`${testId}-call`}>
          {intl.formatMessage(messages.callCentre, { centre: centre.name, phone: centre.phone ?? '' })}
        </p>
      )}
    </Notice>
  );
}
