// <cc-portal>: the parent portal (document 2, section 2). The host page's route sets the view (and the link code);
// this picks the screen. Signing in and out are announced to the host (cc-signed-in, cc-signed-out), which keeps the
// token; every other move is a cc-navigate to a documented route.
import type { ReactNode } from 'react';
import { ErrorScreen, type WidgetProps } from '@cc/ui';
import { FlowRoot } from '@cc/ui/flow-root';
import { PORTAL_MESSAGES } from './i18n/catalogue';
import { ClosedRequestsScreen } from './screens/closed/ClosedRequestsScreen';
import { DashboardScreen } from './screens/dashboard/DashboardScreen';
import { DeclineScreen } from './screens/decline/DeclineScreen';
import { CentreLinkScreen } from './screens/link/CentreLinkScreen';
import { LoginScreen } from './screens/login/LoginScreen';
import { portalCss } from './styles';

function screenFor(widget: WidgetProps): ReactNode {
  switch (widget.view ?? 'dashboard') {
    case 'login':
      return widget.linkCode ? (
        <CentreLinkScreen widget={widget} linkCode={widget.linkCode} />
      ) : (
        <LoginScreen widget={widget} />
      );
    case 'dashboard':
      return <DashboardScreen widget={widget} />;
    case 'decline':
      return widget.linkCode ? <DeclineScreen widget={widget} linkCode={widget.linkCode} /> : <ErrorScreen />;
    case 'closed-requests':
      return <ClosedRequestsScreen widget={widget} />;
    default:
      // Re-enrolment and the enquiry-success page come with their own flows; until then there is nothing to show.
      return <ErrorScreen />;
  }
}

export function PortalFlow(widget: WidgetProps) {
  return (
    <FlowRoot widget={widget} flow="cc-portal" defaultView="dashboard" messages={PORTAL_MESSAGES} css={portalCss}>
      {screenFor(widget)}
    </FlowRoot>
  );
}
