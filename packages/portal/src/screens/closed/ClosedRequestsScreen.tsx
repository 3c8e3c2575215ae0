// /parent-portal/closed-requests: re-enrolment is not enabled, said plainly, with the way back to the applications.
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { ScreenFrame, useWidgetEvents, type WidgetProps } from '@cc/ui';
import { BusinessWording } from '../../BusinessWording';
import { portalMessages } from '../../i18n/messages';
import { portalRoutes } from '../../routes';

export function ClosedRequestsScreen({ widget }: { widget: WidgetProps }) {
  return (
    <BusinessWording businessId={widget.businessId} widget={widget}>
      {() => <ClosedRequests />}
    </BusinessWording>
  );
}

function ClosedRequests() {
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  return (
    <ScreenFrame testId="closed-requests" icon="waiting" labelledBy="cc-closed-title">
      <h2 className="cc-screen__title" id="cc-closed-title" tabIndex={-1}>
        {intl.formatMessage(portalMessages.closedTitle)}
      </h2>
      <p className="cc-screen__body">{intl.formatMessage(portalMessages.closedBody)}</p>
      <div className="cc-screen__actions">
        <SlButton
          variant="primary"
          size="large"
          data-testid="closed-requests-back"
          onClick={() => emit('cc-navigate', { to: portalRoutes.dashboard })}
        >
          {intl.formatMessage(portalMessages.backToApplications)}
        </SlButton>
      </div>
    </ScreenFrame>
  );
}
