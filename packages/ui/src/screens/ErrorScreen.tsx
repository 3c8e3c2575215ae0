import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../i18n/sharedMessages';
import { useWidgetEvents } from '../widget/events';
import { ScreenFrame } from './ScreenFrame';

export interface ErrorScreenProps {
  /** What the server said, when there is something the family (or the centre on the phone) can act on. */
  details?: readonly string[];
  /** Already reported as cc-error by whoever caught the failure (the error boundary). */
  reported?: boolean;
}

/**
 * The spec's generic page: "Something went wrong. Please contact the centre for assistance." The host page hears of
 * it too (cc-error), whatever failed to load, so a centre's site can log it or offer its own way on.
 */
export function ErrorScreen({ details = [], reported = false }: ErrorScreenProps) {
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  const sent = useRef(reported);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    emit('cc-error', { message: details[0] ?? 'The widget could not load what it needs.' });
  }, [emit, details]);
  return (
    <ScreenFrame testId="error-screen" icon="error" role="alert">
      <p className="cc-screen__title" data-testid="error-message">
        {intl.formatMessage(sharedMessages.somethingWentWrong)}
      </p>
      {details.length > 0 && (
        <ul className="cc-screen__details" aria-label={intl.formatMessage(sharedMessages.errorDetails)}>
          {details.map((detail) => (
            <li key={detail} data-testid="error-detail">
              {detail}
            </li>
          ))}
        </ul>
      )}
    </ScreenFrame>
  );
}
