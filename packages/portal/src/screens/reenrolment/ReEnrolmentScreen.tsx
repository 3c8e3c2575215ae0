// /parent-portal/re-enrolment: a signed-in parent re-enrols (spec 1, sections 2 and 4). Without a session the parent
// signs in first and comes back here. A family that came by a centre's link (/parent-portal/login/{linkCode}) brings
// the request along in this tab's session storage: its centres, batch and account.
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { isCorrespondenceCompleted, type CorrespondenceStage, type Region } from '@cc/core';
import { preloadCentreSelection, useEarlyCentres } from '@cc/programs';
import {
  ErrorScreen,
  LoadingScreen,
  WidgetIntlProvider,
  errorMessages,
  isSignInNeeded,
  preloadPhoneRules,
  useBusiness,
  usePhoneRules,
  useQuery,
  useWidgetEvents,
  type WidgetProps,
} from '@cc/ui';
import { portalRoutes } from '../../routes';
import { RequestDoneScreen } from '../common/RequestDoneScreen';
import { forgetRequestCode, readRequestCode } from './requestCode';
import { REENROLMENT_MESSAGES } from './catalogue';
import { reEnrolmentMessages } from './messages';
import {
  ReEnrolmentFamilyDocument,
  ReEnrolmentRequestDocument,
  ReEnrolmentSettingsDocument,
} from './reEnrolment.graphql.generated';
import type { OfferEnquiryResult } from './useSubmitReEnrolment';
import { ReEnrolmentWizard } from './ReEnrolmentWizard';
import { reEnrolmentCss } from './styles';

// The first step (the centre picker) needs the phone rules and the picker's own chunk: asked for as this page's code
// arrives, beside its data, not one after the other once it has rendered.
preloadPhoneRules();
void preloadCentreSelection();

const FinishScreen = lazy(() => import('./finish/FinishScreen').then((m) => ({ default: m.FinishScreen })));
const ApplicationOutcomeScreen = lazy(() =>
  import('@cc/ui/outcome').then((m) => ({ default: m.ApplicationOutcomeScreen })),
);

export function ReEnrolmentScreen({ widget }: { widget: WidgetProps }) {
  const { emit } = useWidgetEvents();
  const [requestCode] = useState(readRequestCode);
  const family = useQuery(ReEnrolmentFamilyDocument, {
    variables: { input: { pageNumber: 1, pageSize: 50 } },
    skip: !widget.token,
    fetchPolicy: 'network-only',
  });
  const request = useQuery(ReEnrolmentRequestDocument, {
    variables: { linkCode: requestCode ?? '' },
    skip: !requestCode || !widget.token,
    fetchPolicy: 'network-only',
  });
  const businessId = family.data?.fetchMe.businessId;
  // The route names the business (?businessId=): its settings are asked for beside the family, not after it. The
  // session's own business decides; a route naming another is asked for and then ignored, its errors too.
  const asked = businessId ?? widget.businessId?.toLowerCase();
  const business = useBusiness(asked ? { businessId: asked } : undefined);
  const settings = useQuery(ReEnrolmentSettingsDocument, {
    variables: { businessId: asked ?? '' },
    skip: !asked,
  });
  // The first step's centres too: without them the step would ask only once everything above has answered.
  const earlyCentres = useEarlyCentres(widget.token ? asked : undefined);
  const region: Region = business.settings?.enrollmentSettings.region ?? widget.region;
  const phone = usePhoneRules(region);
  const [result, setResult] = useState<OfferEnquiryResult>();

  const mustSignIn = !widget.token || isSignInNeeded(family.error);
  useEffect(() => {
    if (mustSignIn)
      emit('cc-navigate', {
        to: portalRoutes.login({ businessId: widget.businessId, redirect: portalRoutes.reEnrolment }),
      });
  }, [mustSignIn, widget.businessId, emit]);

  const correspondence = request.data?.reEnrolAccountCorrespondenceByCode;
  const accounts = family.data?.fetchAccountsByPerson.items;
  // The request names the account it is about; otherwise the parent's first account at the business.
  const account = useMemo(
    () => accounts?.find((a) => a.id === correspondence?.accountId) ?? accounts?.[0],
    [accounts, correspondence?.accountId],
  );

  let body;
  const error = family.error ?? (businessId ? (business.error ?? settings.error) : undefined);
  if (mustSignIn) body = <LoadingScreen />;
  else if (error) body = <ErrorScreen details={errorMessages(error)} />;
  else if (result?.linkCode && result.state === 'Offered')
    body = <FinishScreen linkCode={result.linkCode} region={region} />;
  else if (result)
    body = (
      <ApplicationOutcomeScreen
        state={result.state ?? 'ApplicantInitiated'}
        centerNames={result.centerNames}
        onClose={() => emit('cc-navigate', { to: portalRoutes.dashboard })}
      />
    );
  else if (correspondence && isCorrespondenceCompleted(correspondence.stage as CorrespondenceStage))
    body = <RequestDoneScreen kind="completed" centre={correspondence.center.name} />;
  else if (phone.failed) body = <ErrorScreen />;
  else if (!family.data || !business.settings || !settings.data || !phone.rules || (requestCode && request.loading))
    body = <LoadingScreen />;
  else if (!account || !businessId) body = <NoAccount />;
  else
    body = (
      <ReEnrolmentWizard
        businessId={businessId}
        business={business.settings}
        account={account}
        contactSettings={settings.data.reEnrolmentSettings}
        phone={phone.rules}
        region={region}
        request={
          correspondence
            ? { batchId: correspondence.batchId, allowedCenterIds: correspondence.allowedCenterIds }
            : undefined
        }
        earlyCentres={earlyCentres}
        debug={widget.debug}
        onLeave={() => emit('cc-navigate', { to: portalRoutes.dashboard })}
        onSubmitted={(submitted) => {
          forgetRequestCode();
          setResult(submitted);
        }}
      />
    );
  return (
    <WidgetIntlProvider locale={widget.locale} region={region} messages={REENROLMENT_MESSAGES}>
      <style>{reEnrolmentCss}</style>
      <div className="cc-portal__screen cc-reenrol" data-region={region} data-testid="reenrolment">
        <Suspense fallback={<LoadingScreen />}>{body}</Suspense>
      </div>
    </WidgetIntlProvider>
  );
}

function NoAccount() {
  const intl = useIntl();
  return <ErrorScreen details={[intl.formatMessage(reEnrolmentMessages.noAccount)]} />;
}
