// <cc-offer>: the offer page (document 2, section 2). The host page's route sets the view (offer, payment, print)
// and the link code; this picks the screen. Every move elsewhere is a cc-navigate to a documented route.
import { useEffect, type ReactNode } from 'react';
import { ErrorScreen, useApolloClient, type WidgetProps } from '@cc/ui';
import { OfferPageDocument } from './screens/offer/offer.graphql.generated';
import { FlowRoot, LazyView } from '@cc/ui/flow-root';
import { OFFER_MESSAGES } from './i18n/catalogue';
import { OfferScreen } from './screens/offer/OfferScreen';
import { EnrolmentFormScreen, PreviewScreen, PrintScreen } from './laterParts';
import { offerCss } from './styles';

function screenFor(widget: WidgetProps): ReactNode {
  if (!widget.linkCode) return <ErrorScreen />;
  switch (widget.view ?? 'offer') {
    case 'offer':
    case 'payment':
      return <OfferScreen widget={widget} linkCode={widget.linkCode} />;
    case 'print':
      return (
        <LazyView>
          <PrintScreen widget={widget} linkCode={widget.linkCode} />
        </LazyView>
      );
    case 'enrolment-form':
      return <EnrolmentFormRoute widget={widget} linkCode={widget.linkCode} />;
    case 'preview':
      return (
        <LazyView>
          <PreviewScreen widget={widget} hash={widget.linkCode} />
        </LazyView>
      );
    default:
      // The portal's update form is not built yet: nothing shows rather than a wrong screen.
      return <ErrorScreen />;
  }
}

/** The form's page asks for the offer while its code is still loading, so the two arrive together. */
function EnrolmentFormRoute({ widget, linkCode }: { widget: WidgetProps; linkCode: string }) {
  const client = useApolloClient();
  useEffect(() => {
    void client
      .query({ query: OfferPageDocument, variables: { linkCode }, fetchPolicy: 'network-only' })
      .catch(() => {});
  }, [client, linkCode]);
  return (
    <LazyView>
      <EnrolmentFormScreen widget={widget} linkCode={linkCode} />
    </LazyView>
  );
}

export function OfferFlow(widget: WidgetProps) {
  return (
    <FlowRoot widget={widget} flow="cc-offer" defaultView="offer" messages={OFFER_MESSAGES} css={offerCss}>
      {screenFor(widget)}
    </FlowRoot>
  );
}
