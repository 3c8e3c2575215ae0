// /parent-portal/decline/{linkCode}: opening the link records a decline (the spec's automatic decline with no
// reason); the parent may then say why. A request already answered or closed shows the completion screen.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  centreToday,
  isCorrespondenceCompleted,
  needsAutomaticDecline,
  type CorrespondenceStage,
  type DeclineInput,
} from '@cc/core';
import { LoadingScreen, ScreenFrame, errorMessages, useMutation, useQuery, type WidgetProps } from '@cc/ui';
import { BusinessWording } from '../../BusinessWording';
import { declinePageMessages } from '../../i18n/messages';
import { DeclineForm } from './DeclineForm';
import { RequestDoneScreen } from '../common/RequestDoneScreen';
import { DeclineCorrespondenceDocument, DeclinePageDocument } from './decline.graphql.generated';

export function DeclineScreen({ widget, linkCode }: { widget: WidgetProps; linkCode: string }) {
  const page = useQuery(DeclinePageDocument, { variables: { linkCode }, fetchPolicy: 'network-only' });
  const [decline] = useMutation(DeclineCorrespondenceDocument);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const autoDeclined = useRef(false);
  const request = page.data?.reEnrolAccountCorrespondenceByCode;

  const send = (declineInput: DeclineInput) => {
    if (!request) return Promise.resolve();
    return decline({
      variables: {
        businessId: request.businessId,
        input: {
          linkCode,
          accountId: request.accountId,
          contactId: request.contactId,
          batchId: request.batchId,
          declinedBy: request.contactId,
          declineReason: declineInput.declineReason ?? null,
          otherReason: declineInput.otherReason ?? null,
          endOfContractDate: declineInput.endOfContractDate ?? null,
        },
      },
    });
  };

  const answered =
    request !== undefined &&
    isCorrespondenceCompleted(request.stage as CorrespondenceStage) &&
    // The automatic decline leaves PARENT_DECLINED without a reason: the page still asks for one.
    !(request.stage === 'PARENT_DECLINED' && !request.declineReason);

  useEffect(() => {
    if (!request || answered || autoDeclined.current) return;
    if (!needsAutomaticDecline({ stage: request.stage as CorrespondenceStage, declineReason: request.declineReason }))
      return;
    autoDeclined.current = true;
    // Best effort: if it fails, the reason the parent sends records the decline all the same.
    send({}).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, answered]);

  return (
    <BusinessWording businessId={request?.businessId} region={request?.region} widget={widget}>
      {(region) => {
        if (page.loading && !page.data) return <LoadingScreen />;
        if (page.error || !request) return <DeclineLoadError />;
        if (sent) return <RequestDoneScreen kind="thank-you" centre={request.center.name} />;
        if (answered) return <RequestDoneScreen kind="completed" centre={request.center.name} />;
        return (
          <DeclinePage
            centreName={request.center.name}
            today={centreToday(request.center.timezone, new Date())}
            region={region}
            failure={failure}
            onSubmit={async (value) => {
              setFailure(null);
              try {
                await send(value);
                setSent(true);
              } catch (error) {
                setFailure(errorMessages(error));
              }
            }}
          />
        );
      }}
    </BusinessWording>
  );
}

function DeclinePage(props: Parameters<typeof DeclineForm>[0]) {
  const intl = useIntl();
  return (
    <ScreenFrame testId="decline-page" labelledBy="cc-decline-title">
      <h2 className="cc-screen__title" id="cc-decline-title" tabIndex={-1}>
        {intl.formatMessage(declinePageMessages.title)}
      </h2>
      <DeclineForm {...props} />
    </ScreenFrame>
  );
}

function DeclineLoadError() {
  const intl = useIntl();
  return (
    <ScreenFrame testId="decline-error" icon="error" role="alert">
      <p className="cc-screen__title">{intl.formatMessage(declinePageMessages.errorTitle)}</p>
      <p className="cc-screen__body">{intl.formatMessage({ id: 'decline-error' })}</p>
    </ScreenFrame>
  );
}
