// <cc-offer>: the offer page (document 2, section 2). The host page's route sets the view (offer, payment, print)
// and the link code; this picks the screen. Every move elsewhere is a cc-navigate to a documented route.
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import {
  ErrorBoundary,
  ErrorScreen,
  LoadingScreen,
  WidgetIntlProvider,
  useWidgetEvents,
  type WidgetProps,
} from '@cc/ui';
import { OFFER_MESSAGES } from './i18n/catalogue';
import { OfferScreen } from './screens/offer/OfferScreen';
import { PrintScreen } from './laterParts';
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
    default:
      // The enrolment form, its preview and the update form come with their own issue; until then nothing shows.
      return <ErrorScreen />;
  }
}

export function OfferFlow(widget: WidgetProps) {
  const { emit } = useWidgetEvents();
  const readySent = useRef(false);
  useEffect(() => {
    if (readySent.current) return;
    readySent.current = true;
    emit('cc-ready', {});
  }, [emit]);
  return (
    <WidgetIntlProvider locale={widget.locale} region={widget.region} messages={OFFER_MESSAGES}>
      <style>{offerCss}</style>
      <div className="cc-offer" data-testid="offer" data-view={widget.view ?? 'offer'}>
        <ErrorBoundary
          fallback={<ErrorScreen reported />}
          onError={(error) => emit('cc-error', { message: error instanceof Error ? error.message : String(error) })}
        >
          {screenFor(widget)}
        </ErrorBoundary>
      </div>
    </WidgetIntlProvider>
  );
}
