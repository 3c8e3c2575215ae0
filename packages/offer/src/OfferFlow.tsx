// <cc-offer>: the offer page (document 2, section 2). The host page's route sets the view (offer, payment, print)
// and the link code; this picks the screen. Every move elsewhere is a cc-navigate to a documented route.
import { Suspense, type ReactNode } from 'react';
import { ErrorScreen, LoadingScreen, type WidgetProps } from '@cc/ui';
import { FlowRoot } from '@cc/ui/flow-root';
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
        <Suspense fallback={<LoadingScreen />}>
          <PrintScreen widget={widget} linkCode={widget.linkCode} />
        </Suspense>
      );
    case 'enrolment-form':
      return (
        <Suspense fallback={<LoadingScreen />}>
          <EnrolmentFormScreen widget={widget} linkCode={widget.linkCode} />
        </Suspense>
      );
    case 'preview':
      return (
        <Suspense fallback={<LoadingScreen />}>
          <PreviewScreen widget={widget} hash={widget.linkCode} />
        </Suspense>
      );
    default:
      // The portal's update form is not built yet: nothing shows rather than a wrong screen.
      return <ErrorScreen />;
  }
}

export function OfferFlow(widget: WidgetProps) {
  return (
    <FlowRoot widget={widget} flow="cc-offer" defaultView="offer" messages={OFFER_MESSAGES} css={offerCss}>
      {screenFor(widget)}
    </FlowRoot>
  );
}
