// /parent-portal/updateEnrolmentForm and .../business/{b}/center/{c}/correlation/{id}: a signed-in parent updates
// their submitted enrolment form (document 2). Without a session the parent signs in first and comes back here.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { FORMS_CATALOGUES } from '@cc/forms';
import {
  ErrorScreen,
  LoadingScreen,
  ScreenFrame,
  WidgetIntlProvider,
  isSignInNeeded,
  mergeCatalogues,
  useQuery,
  useWidgetEvents,
  type WidgetProps,
} from '@cc/ui';
import { PORTAL_MESSAGES } from '../../i18n/catalogue';
import { portalRoutes } from '../../routes';
import { updateFormMessages } from './messages';
import { UpdateFormAccountDocument, UpdateFormMeDocument } from './updateForm.graphql.generated';
import { UpdateFormWizard } from './UpdateFormWizard';

const MESSAGES = mergeCatalogues(FORMS_CATALOGUES, PORTAL_MESSAGES);

/** The route that brought the parent here, to come back to after signing in. */
function thisRoute(widget: WidgetProps): string {
  const { businessId, centerId, correlationId } = widget;
  return businessId && centerId && correlationId
    ? portalRoutes.updateEnrolmentForm(businessId, centerId, correlationId)
    : portalRoutes.updateEnrolmentFormLatest;
}

export function UpdateFormScreen({ widget }: { widget: WidgetProps }) {
  const { emit } = useWidgetEvents();
  const me = useQuery(UpdateFormMeDocument, { skip: !widget.token, fetchPolicy: 'network-only' });
  const businessId = widget.businessId ?? me.data?.fetchMe.businessId;
  const form = useQuery(UpdateFormAccountDocument, {
    variables: { businessId: businessId!, correlationId: widget.correlationId, centerId: widget.centerId },
    skip: !widget.token || !businessId,
    fetchPolicy: 'network-only',
  });
  const [updated, setUpdated] = useState(false);
  const mustSignIn = !widget.token || isSignInNeeded(me.error) || isSignInNeeded(form.error);
  useEffect(() => {
    if (mustSignIn)
      emit('cc-navigate', { to: portalRoutes.login({ businessId: widget.businessId, redirect: thisRoute(widget) }) });
  }, [mustSignIn, widget, emit]);

  const account = form.data?.enrolmentFormAccount;
  const region = account?.region ?? widget.region;
  let body;
  if (mustSignIn || me.loading || form.loading || (!account && !form.error && !me.error)) body = <LoadingScreen />;
  else if (!account) body = <ErrorScreen />;
  else if (updated) body = <UpdatedScreen centre={account.centerName} />;
  else {
    const definition = parse(account.customEnrollmentForm);
    const answers = parse(account.enrollmentFormData);
    body =
      !definition?.steps || !answers ? (
        <ErrorScreen />
      ) : (
        <UpdateFormWizard
          businessId={businessId!}
          formAccountId={account.id}
          definition={definition}
          answers={answers}
          inProgress={account.state === 'IN_PROGRESS'}
          region={account.region}
          today={account.today}
          centerName={account.centerName}
          onUpdated={() => setUpdated(true)}
        />
      );
  }
  return (
    <WidgetIntlProvider locale={widget.locale} region={region} messages={MESSAGES}>
      <div className="cc-portal__screen" data-region={region}>
        {body}
      </div>
    </WidgetIntlProvider>
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function parse(json: string): any {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

function UpdatedScreen({ centre }: { centre: string }) {
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <ScreenFrame testId="update-form-done" icon="done" labelledBy="cc-update-done-title">
      <h2 className="cc-screen__title" id="cc-update-done-title" tabIndex={-1} ref={titleRef}>
        {intl.formatMessage(updateFormMessages.updatedTitle)}
      </h2>
      <p className="cc-screen__body">{intl.formatMessage(updateFormMessages.updatedBody, { centre })}</p>
      <div className="cc-screen__actions">
        <SlButton variant="primary" size="large" onClick={() => emit('cc-navigate', { to: portalRoutes.dashboard })}>
          {intl.formatMessage(updateFormMessages.toPortal)}
        </SlButton>
      </div>
    </ScreenFrame>
  );
}
