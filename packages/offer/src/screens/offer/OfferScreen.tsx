// /offer/{linkCode}: loads the offer the link opens and shows it (LoadedOffer.tsx), or why it cannot.
import { useIntl } from 'react-intl';
import {
  ErrorScreen,
  LoadingScreen,
  ScreenFrame,
  WidgetIntlProvider,
  errorMessages,
  useQuery,
  type WidgetProps,
} from '@cc/ui';
import { OFFER_MESSAGES } from '../../i18n/catalogue';
import { offerOutcomeMessages } from '../../i18n/messages';
import { LoadedOffer } from './LoadedOffer';
import { OfferPageDocument } from './offer.graphql.generated';

function isNotFound(error: unknown): boolean {
  const graphQLErrors = (error as { graphQLErrors?: ReadonlyArray<{ extensions?: { code?: unknown } | null }> })
    ?.graphQLErrors;
  return (graphQLErrors ?? []).some((e) => e.extensions?.code === 'NOT_FOUND');
}

export function OfferScreen({ widget, linkCode }: { widget: WidgetProps; linkCode: string }) {
  const page = useQuery(OfferPageDocument, { variables: { linkCode }, fetchPolicy: 'network-only' });
  const offer = page.data?.applicationOfferForLinkCode;
  return (
    <WidgetIntlProvider locale={widget.locale} region={offer?.region ?? widget.region} messages={OFFER_MESSAGES}>
      <div className="cc-offer__screen" data-region={offer?.region ?? widget.region}>
        {page.loading && !offer ? (
          <LoadingScreen />
        ) : offer ? (
          <LoadedOffer offer={offer} linkCode={linkCode} reload={() => page.refetch()} />
        ) : isNotFound(page.error) ? (
          <LinkUnavailable />
        ) : (
          <OfferLoadError error={page.error} />
        )}
      </div>
    </WidgetIntlProvider>
  );
}

function LinkUnavailable() {
  const intl = useIntl();
  return (
    <ScreenFrame testId="offer-unavailable" icon="error" role="alert">
      <p className="cc-screen__title">{intl.formatMessage(offerOutcomeMessages.linkUnavailable)}</p>
    </ScreenFrame>
  );
}

/** The spec's offer load error: "Error!" and what the server said; without a message, the generic page. */
function OfferLoadError({ error }: { error: unknown }) {
  const intl = useIntl();
  const messages = errorMessages(error);
  if (messages.length === 0) return <ErrorScreen />;
  return (
    <ScreenFrame testId="offer-load-error" icon="error" role="alert">
      <p className="cc-screen__title">{intl.formatMessage(offerOutcomeMessages.loadErrorTitle)}</p>
      <ul className="cc-screen__details">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </ScreenFrame>
  );
}
