// The card's bank asks the family to confirm the payment (3-D Secure) on the provider's page; the page tells us the
// charge's reference and outcome, which the server then checks with the provider (updatePayment).
import { useIntl } from 'react-intl';
import type { PageOffer } from '../offer/OfferPage';
import { ProviderFrame } from './ProviderFrame';

export interface PaymentChallenge {
  actionUrl: string;
  reference: string;
}

export function ConfirmPayment({
  offer,
  challenge,
  onAnswered,
}: {
  offer: PageOffer;
  challenge: PaymentChallenge;
  onAnswered(reference: string): void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'payment-confirm-title' });
  return (
    <div className="cc-offer__confirm" data-testid="offer-confirm-payment">
      <h4 className="cc-offer__subhead">{title}</h4>
      <ProviderFrame
        url={challenge.actionUrl}
        origin={offer.paymentProviderInfo!.fieldsOrigin}
        title={title}
        testId="offer-confirm-slot"
        onMessage={(message) => {
          if (message.type === 'cc-payment-authenticated' && message.reference === challenge.reference)
            onAnswered(challenge.reference);
        }}
      />
    </div>
  );
}
