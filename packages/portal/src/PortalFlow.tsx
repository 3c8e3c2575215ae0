// <cc-portal>: the parent portal (document 2, section 2). The host page's route sets the view (and the link code);
// this picks the screen. Signing in and out are announced to the host (cc-signed-in, cc-signed-out), which keeps the
// token; every other move is a cc-navigate to a documented route.
import { lazy, type ReactNode } from 'react';
import { ErrorScreen, type WidgetProps } from '@cc/ui';
import { FlowRoot, LazyView } from '@cc/ui/flow-root';
import { PORTAL_MESSAGES } from './i18n/catalogue';
import { ClosedRequestsScreen } from './screens/closed/ClosedRequestsScreen';
import { DashboardScreen } from './screens/dashboard/DashboardScreen';
import { DeclineScreen } from './screens/decline/DeclineScreen';
import { CentreLinkScreen } from './screens/link/CentreLinkScreen';
import { LoginScreen } from './screens/login/LoginScreen';
import { portalCss } from './styles';

// The update of a submitted form brings the form renderer: loaded only on that page.
// Re-enrolment brings the program picker and the payment widget: loaded only on its page.
const ReEnrolmentScreen = lazy(() =>
  import('./screens/reenrolment/ReEnrolmentScreen').then((m) => ({ default: m.ReEnrolmentScreen })),
);
const UpdateFormScreen = lazy(() =>
  import('./screens/update-form/UpdateFormScreen').then((m) => ({ default: m.UpdateFormScreen })),
);

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
    case 'update-enrolment-form':
      return (
        <LazyView>
          <UpdateFormScreen widget={widget} />
        </LazyView>
      );
    case 're-enrolment':
      return (
        <LazyView>
          <ReEnrolmentScreen widget={widget} />
        </LazyView>
      );
    default:
      // The enquiry-success page comes with its own flow; until then there is nothing to show.
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
