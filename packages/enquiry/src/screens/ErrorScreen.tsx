import { useIntl } from 'react-intl';
import { sharedMessages, useIsMobile } from '@cc/ui';
import { screenMessages } from './messages';
import { ScreenIcon } from './ScreenIcon';
import { screenCss } from './styles';

export interface ErrorScreenProps {
  /** What the server said, when there is something the family (or the centre on the phone) can act on. */
  details?: readonly string[];
}

/** The spec's generic page: "Something went wrong. Please contact the centre for assistance." */
export function ErrorScreen({ details = [] }: ErrorScreenProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  return (
    <section
      className="cc-screen"
      role="alert"
      data-testid="error-screen"
      data-layout={isMobile ? 'mobile' : 'desktop'}
    >
      <style>{screenCss}</style>
      <ScreenIcon kind="error" />
      <p className="cc-screen__title" data-testid="error-message">
        {intl.formatMessage(sharedMessages.somethingWentWrong)}
      </p>
      {details.length > 0 && (
        <ul className="cc-screen__details" aria-label={intl.formatMessage(screenMessages.errorDetails)}>
          {details.map((detail) => (
            <li key={detail} data-testid="error-detail">
              {detail}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
