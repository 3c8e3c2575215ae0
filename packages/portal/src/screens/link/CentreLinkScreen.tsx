// /parent-portal/login/{linkCode}: a link a centre mailed. The request it names is opened (SENT becomes VIEWED as
// the spec says), then: a request already answered shows the completion screen; a parent who is not signed in
// goes to the login with the email the centre has (encoded state) and comes back here; a signed-in parent goes on
// to the request's own screen.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { isCorrespondenceCompleted, viewedUpdate, type CorrespondenceStage } from '@cc/core';
import { LoadingScreen, ScreenFrame, useMutation, useQuery, useWidgetEvents, type WidgetProps } from '@cc/ui';
import { BusinessWording } from '../../BusinessWording';
import { portalMessages } from '../../i18n/messages';
import { portalRoutes } from '../../routes';
import { RequestDoneScreen } from '../common/RequestDoneScreen';
import { keepRequestCode } from '../reenrolment/requestCode';
import { CentreLinkDocument, MarkCorrespondenceViewedDocument } from './centreLink.graphql.generated';

export function CentreLinkScreen({ widget, linkCode }: { widget: WidgetProps; linkCode: string }) {
  const { emit } = useWidgetEvents();
  const { data, error } = useQuery(CentreLinkDocument, { variables: { linkCode }, fetchPolicy: 'network-only' });
  const [markViewed] = useMutation(MarkCorrespondenceViewedDocument);
  const request = data?.reEnrolAccountCorrespondenceByCode;
  const answered = request !== undefined && isCorrespondenceCompleted(request.stage as CorrespondenceStage);
  const moved = useRef(false);

  useEffect(() => {
    if (!request || answered || moved.current) return;
    moved.current = true;
    const update = viewedUpdate({ ...request, stage: request.stage as CorrespondenceStage }, request.contactId);
    const viewed = update
      ? markViewed({ variables: { businessId: request.businessId, input: { linkCode, ...update } } }).catch(
          () => undefined,
        )
      : Promise.resolve();
    void viewed.then(() => {
      if (!widget.token) {
        emit('cc-navigate', {
          to: portalRoutes.login({
            businessId: request.businessId,
            redirect: portalRoutes.centreLink(linkCode),
            state: { ...(request.email ? { email: request.email } : {}), legacyLink: false },
          }),
        });
      } else if (request.correspondenceType === 'UPDATE_ENROLLMENT_FORM') {
        emit('cc-navigate', {
          to: portalRoutes.updateEnrolmentForm(request.businessId, request.center.id, request.id),
        });
      } else {
        keepRequestCode(linkCode);
        emit('cc-navigate', { to: portalRoutes.reEnrolment });
      }
    });
  }, [request, answered, widget.token, linkCode, markViewed, emit]);

  return (
    <BusinessWording businessId={request?.businessId} region={request?.region} widget={widget}>
      {() =>
        error ? (
          <LinkUnavailable />
        ) : answered ? (
          <RequestDoneScreen kind="completed" centre={request.center.name} />
        ) : (
          <Opening />
        )
      }
    </BusinessWording>
  );
}

function Opening() {
  const intl = useIntl();
  return <LoadingScreen label={intl.formatMessage(portalMessages.opening)} />;
}

function LinkUnavailable() {
  const intl = useIntl();
  return (
    <ScreenFrame testId="link-unavailable" icon="error" role="alert">
      <p className="cc-screen__title">{intl.formatMessage(portalMessages.linkUnavailable)}</p>
    </ScreenFrame>
  );
}
