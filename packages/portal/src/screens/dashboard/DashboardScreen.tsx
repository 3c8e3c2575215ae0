// /parent-portal: the signed-in parent's applications. Without a token the parent is sent to sign in first and
// brought back here.
import { Suspense, lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Region } from '@cc/core';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import {
  ErrorScreen,
  Notice,
  errorMessages,
  isSignInNeeded,
  useMutation,
  useQuery,
  useWidgetEvents,
  useWidgetHost,
  type WidgetProps,
} from '@cc/ui';
import { browserStorage } from '@cc/ui/draft';
import { SignOutDocument } from '@cc/ui/sign-in';
import { BusinessWording } from '../../BusinessWording';
import { dashboardMessages } from '../../i18n/messages';
import { LAST_BUSINESS_KEY, portalRoutes } from '../../routes';
import { actionableOffer } from './actionable';
import { ApplicationCard } from './ApplicationCard';
import { DashboardSkeleton } from './DashboardSkeleton';
import {
  PortalCentresDocument,
  PortalDashboardDocument,
  type PortalDashboardQuery,
} from './dashboard.graphql.generated';

const NewApplicationDialog = lazy(() =>
  import('./NewApplicationDialog').then((m) => ({ default: m.NewApplicationDialog })),
);

/** The spec's dashboard page size. */
export const DASHBOARD_PAGE_SIZE = 50;

export function DashboardScreen({ widget }: { widget: WidgetProps }) {
  const { emit } = useWidgetEvents();
  const { data, error } = useQuery(PortalDashboardDocument, {
    variables: { input: { pageNumber: 1, pageSize: DASHBOARD_PAGE_SIZE } },
    skip: !widget.token,
    fetchPolicy: 'network-only',
  });
  // No session, or one the server no longer takes: sign in, and come back here.
  const mustSignIn = !widget.token || isSignInNeeded(error);
  useEffect(() => {
    if (!mustSignIn) return;
    const businessId = widget.businessId ?? browserStorage()?.getItem(LAST_BUSINESS_KEY) ?? undefined;
    emit('cc-navigate', { to: portalRoutes.login({ businessId, redirect: portalRoutes.dashboard }) });
  }, [mustSignIn, widget.businessId, emit]);
  // The business this browser last signed in to (or the route's) is most likely the session's: its settings and
  // centres are asked for beside the applications, not after them. The session's own business decides once known.
  const [guess] = useState(() => widget.businessId ?? browserStorage()?.getItem(LAST_BUSINESS_KEY) ?? undefined);
  useQuery(PortalCentresDocument, { variables: { businessId: guess ?? '' }, skip: !guess || !widget.token });
  const businessId = data?.fetchMe.businessId ?? (widget.token ? guess : undefined);
  return (
    <BusinessWording businessId={businessId} widget={widget}>
      {(region) =>
        error && !mustSignIn ? (
          <ErrorScreen details={errorMessages(error)} />
        ) : !data ? (
          <DashboardSkeleton />
        ) : (
          <Dashboard data={data} region={region} businessId={data.fetchMe.businessId} />
        )
      }
    </BusinessWording>
  );
}

function Dashboard({ data, region, businessId }: { data: PortalDashboardQuery; region: Region; businessId: string }) {
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  const { element } = useWidgetHost();
  const [now] = useState(() => new Date());
  const centres = useQuery(PortalCentresDocument, { variables: { businessId } });
  const [signOut, signingOut] = useMutation(SignOutDocument);
  const applications = data.fetchApplicationsByPerson.items;
  const actionRequired = applications.filter((application) => actionableOffer(application, now));
  const existing = applications.filter((application) => !actionableOffer(application, now));
  const [warning, setWarning] = useState(false);
  // Mounted from the first time it is needed, so closing it animates and gives the focus back.
  const [dialogLoaded, setDialogLoaded] = useState(false);

  const startNew = () => {
    setWarning(false);
    const usesParentApplication = centres.data?.searchCenters.some((c) => c.reEnrolSettings.usesParentApplication);
    emit('cc-navigate', { to: usesParentApplication ? portalRoutes.reEnrolment : portalRoutes.closedRequests });
  };
  // An offer waiting for an answer: the spec's warning first.
  const requestNew = () => {
    if (actionRequired.length === 0) return startNew();
    setDialogLoaded(true);
    setWarning(true);
  };
  const onSignOut = async () => {
    try {
      await signOut();
    } finally {
      // Signed out here whatever the server said: the token is dropped from this page either way.
      (element as { token?: string }).token = undefined;
      emit('cc-signed-out', {});
      emit('cc-navigate', { to: portalRoutes.login({ businessId, redirect: portalRoutes.dashboard }) });
    }
  };

  return (
    <section className="cc-dashboard" aria-labelledby="cc-dashboard-title" data-testid="dashboard">
      <header className="cc-dashboard__head">
        <div>
          <h2 className="cc-dashboard__title" id="cc-dashboard-title" tabIndex={-1}>
            {intl.formatMessage(dashboardMessages.title)}
          </h2>
          <p className="cc-dashboard__who" data-testid="dashboard-who">
            {intl.formatMessage(dashboardMessages.greeting, { name: data.fetchMe.firstName })}
          </p>
        </div>
        <div className="cc-dashboard__actions">
          {applications.length > 0 && (
            <SlButton variant="primary" data-testid="dashboard-request-new" onClick={requestNew}>
              {intl.formatMessage(dashboardMessages.requestNew)}
            </SlButton>
          )}
          <SlButton data-testid="dashboard-sign-out" loading={signingOut.loading} onClick={() => void onSignOut()}>
            {intl.formatMessage(dashboardMessages.signOut)}
          </SlButton>
        </div>
      </header>
      {applications.length === 0 ? (
        <div className="cc-screen" data-testid="dashboard-empty">
          <p className="cc-screen__title">{intl.formatMessage(dashboardMessages.emptyTitle)}</p>
          <p className="cc-screen__body">{intl.formatMessage(dashboardMessages.emptyBody)}</p>
          <div className="cc-screen__actions">
            <SlButton variant="primary" size="large" data-testid="dashboard-new-application" onClick={requestNew}>
              {intl.formatMessage(dashboardMessages.newApplication)}
            </SlButton>
          </div>
        </div>
      ) : (
        <>
          {actionRequired.length > 0 && (
            <section className="cc-dashboard__section" aria-labelledby="cc-dashboard-action">
              <h3 id="cc-dashboard-action">{intl.formatMessage(dashboardMessages.actionRequired)}</h3>
              <Notice
                variant="info"
                testId="dashboard-action-info"
                messages={[intl.formatMessage(dashboardMessages.actionRequiredInfo)]}
              />
              <ul className="cc-dashboard__list" data-testid="dashboard-action-required">
                {actionRequired.map((application) => (
                  <ApplicationCard key={application.id} application={application} region={region} now={now} />
                ))}
              </ul>
            </section>
          )}
          {existing.length > 0 && (
            <section className="cc-dashboard__section" aria-labelledby="cc-dashboard-existing">
              <h3 id="cc-dashboard-existing">{intl.formatMessage(dashboardMessages.existing)}</h3>
              <ul className="cc-dashboard__list" data-testid="dashboard-existing">
                {existing.map((application) => (
                  <ApplicationCard key={application.id} application={application} region={region} now={now} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {dialogLoaded && (
        <Suspense fallback={null}>
          <NewApplicationDialog open={warning} onGoBack={() => setWarning(false)} onContinue={startNew} />
        </Suspense>
      )}
    </section>
  );
}
