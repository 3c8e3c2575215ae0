// /offer/{linkCode}/print: the offer as a page to print or keep: the centre, the children and programs, the fees and
// the date to answer by. No buttons; print CSS drops the widget's chrome and keeps the text black on white.
import { useIntl } from 'react-intl';
import { formatOfferDate } from '@cc/core';
import { ErrorScreen, LoadingScreen, WidgetIntlProvider, useQuery, type WidgetProps } from '@cc/ui';
import { OFFER_MESSAGES } from '../../i18n/catalogue';
import { offerPageMessages, printMessages } from '../../i18n/messages';
import { OfferCostEstimate, OfferFeesDue } from '../offer/OfferCosts';
import { OfferDetails } from '../offer/OfferDetails';
import { OfferPrintDocument, type OfferPrintQuery } from './print.graphql.generated';

export function PrintScreen({ widget, linkCode }: { widget: WidgetProps; linkCode: string }) {
  const page = useQuery(OfferPrintDocument, { variables: { linkCode }, fetchPolicy: 'network-only' });
  const offer = page.data?.applicationOfferByLinkCodeForPrint;
  return (
    <WidgetIntlProvider locale={widget.locale} region={offer?.region ?? widget.region} messages={OFFER_MESSAGES}>
      {page.loading && !offer ? <LoadingScreen /> : offer ? <PrintedOffer offer={offer} /> : <ErrorScreen />}
    </WidgetIntlProvider>
  );
}

type Printed = OfferPrintQuery['applicationOfferByLinkCodeForPrint'];

function PrintedOffer({ offer }: { offer: Printed }) {
  const intl = useIntl();
  const schedules = offer.children.flatMap((child) => child.offers);
  return (
    <article className="cc-offer__print" data-testid="offer-print-view" aria-labelledby="cc-offer-print-title">
      <p className="cc-offer__muted">{offer.businessName}</p>
      <h2 id="cc-offer-print-title" className="cc-offer__title">
        {intl.formatMessage(offerPageMessages.title, { centre: offer.center.name })}
      </h2>
      {offer.expiryDate && (
        <p data-testid="offer-print-expiry">
          {intl.formatMessage(offer.expired ? printMessages.expiredOn : offerPageMessages.answerBy, {
            date: formatOfferDate(offer.expiryDate),
          })}
        </p>
      )}
      <OfferDetails offerChildren={offer.children} currency={offer.currency} />
      <OfferCostEstimate schedules={schedules} currency={offer.currency} />
      {offer.state === 'NEW' && <OfferFeesDue payment={offer.paymentInfo} currency={offer.currency} />}
    </article>
  );
}
