import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useWidgetEvents } from '@cc/ui';
import {
  displayScheduleState,
  formatDateForRegion,
  statusLabelKey,
  statusTone,
  type ApplicationState,
  type FlowType,
  type Region,
  type ScheduleOfferState,
} from '@cc/core';
import { dashboardMessages } from '../../i18n/messages';
import { portalRoutes } from '../../routes';
import { actionableOffer, offerExpiry } from './actionable';
import type { PortalDashboardQuery } from './dashboard.graphql.generated';

export type DashboardApplication = PortalDashboardQuery['fetchApplicationsByPerson']['items'][number];

// Loaded only when an application has a child waiting: the dashboard's first screen does without it.
const WaitlistPositions = lazy(() => import('@cc/ui/waitlist-position'));
// Australia's Child Care Subsidy steps once the family has taken a place there (the parent's session reads and ticks
// them): a later chunk too.
const SubsidyChecklist = lazy(() =>
  import('@cc/ui/subsidy-checklist').then((m) => ({ default: m.ConnectedSubsidyChecklist })),
);

/**
 * One application: when it was made, at which centre, and each child's programs with the status the spec's labels
 * give for the business's flow type (a NEW offer past its expiry in the offer-enrolment flow reads "Offer Expired",
 * in red).
 */
export function ApplicationCard({
  application,
  region,
  now,
}: {
  application: DashboardApplication;
  region: Region;
  now: Date;
}) {
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  const centre = application.centers[0];
  const offer = actionableOffer(application, now);
  const accepted =
    region === 'AU' ? application.offers.find((o) => ['ACCEPTED', 'COMPLETED'].includes(o.state)) : undefined;
  const flowType = application.appliedFlowType as FlowType;
  const centreNames = application.centers.map((c) => c.name).join(', ');
  return (
    <li className="cc-app-card" data-testid="application-card" data-application-id={application.id}>
      <p className="cc-app-card__centre">{centreNames}</p>
      <p className="cc-app-card__date">
        {intl.formatMessage(dashboardMessages.enquiryDate, {
          date: formatDateForRegion(application.enquiryDate, region),
        })}
      </p>
      {application.children.map((child) => (
        <div key={child.id} data-testid="application-child">
          <p className="cc-app-card__child">{`${child.firstName} ${child.lastName}`}</p>
          <ul className="cc-app-card__programs">
            {child.enquiries.map((enquiry) => {
              const shown = displayScheduleState(
                { state: enquiry.state as ScheduleOfferState, expiryDate: offerExpiry(application, enquiry.offerId) },
                flowType,
                centre?.timezone ?? 'UTC',
                now,
              );
              const label = statusLabelKey(shown, flowType, application.state as ApplicationState);
              const waiting = application.waitlistPositions.filter((p) => p.applicationScheduleId === enquiry.id);
              return (
                <li key={enquiry.id} className="cc-app-card__program" data-testid="application-program">
                  <span>
                    {enquiry.programName}{' '}
                    <span className="cc-app-card__start">
                      {intl.formatMessage(dashboardMessages.startDate, {
                        date: formatDateForRegion(enquiry.startDate, region),
                      })}
                    </span>
                  </span>
                  <span
                    className="cc-status"
                    data-tone={statusTone(shown)}
                    data-testid="application-status"
                    data-status={label}
                  >
                    {intl.formatMessage({ id: label })}
                  </span>
                  {waiting.length > 0 && (
                    <Suspense fallback={null}>
                      <WaitlistPositions positions={waiting} />
                    </Suspense>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {accepted && (
        <Suspense fallback={null}>
          <SubsidyChecklist source={{ applicationOfferId: accepted.id }} testId="portal-subsidy-checklist" />
        </Suspense>
      )}
      {offer && (
        <div className="cc-app-card__actions">
          <SlButton
            variant="primary"
            data-testid="application-view-offer"
            onClick={() => emit('cc-navigate', { to: portalRoutes.offer(offer.linkCode) })}
          >
            {intl.formatMessage(dashboardMessages.viewOffer)}
          </SlButton>
        </div>
      )}
    </li>
  );
}
