import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { ScreenFrame, useWidgetEvents } from '@cc/ui';
import { declinePageMessages } from '../../i18n/messages';
import { portalRoutes } from '../../routes';

/**
 * A re-enrolment request the family has finished with: the thank-you after a decline, or the completion screen for a
 * request already declined, completed or closed. One way on: the family's applications.
 */
export function RequestDoneScreen({ kind, centre }: { kind: 'thank-you' | 'completed'; centre: string }) {
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), [kind]);
  const title = kind === 'thank-you' ? declinePageMessages.thankYouTitle : declinePageMessages.completedTitle;
  const body =
    kind === 'thank-you'
      ? intl.formatMessage({ id: 'decline-thank-you' })
      : intl.formatMessage(declinePageMessages.completedBody, { centre });
  return (
    <ScreenFrame testId={`decline-${kind}`} icon="done" labelledBy="cc-decline-done-title">
      <h2 className="cc-screen__title" id="cc-decline-done-title" tabIndex={-1} ref={titleRef}>
        {intl.formatMessage(title)}
      </h2>
      <p className="cc-screen__body">{body}</p>
      <div className="cc-screen__actions">
        <SlButton variant="primary" size="large" onClick={() => emit('cc-navigate', { to: portalRoutes.dashboard })}>
          {intl.formatMessage(declinePageMessages.toPortal)}
        </SlButton>
      </div>
    </ScreenFrame>
  );
}
