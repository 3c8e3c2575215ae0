// The card's bank asks the family to confirm the payment (3-D Secure) on the provider's page; the page tells us the
// charge's reference and outcome, which the server then checks with the provider (updatePayment).
import { useIntl } from 'react-intl';
import { paymentTexts } from '../i18n/validation/payment.messages';
import { ProviderFrame } from './ProviderFrame';
import type { PayableOffer, PaymentChallenge } from './types';

export interface ConfirmPaymentProps {
  /** What is being paid (an offer, a registration checkout): only its provider is read. */
  offer: Pick<PayableOffer, 'paymentProviderInfo'>;
  challenge: PaymentChallenge;
  onAnswered(reference: string): void;
}

export function ConfirmPayment({ offer, challenge, onAnswered }: ConfirmPaymentProps) {
  const intl = useIntl();
  const title = intl.formatMessage(paymentTexts['payment-confirm-title']);
  return (
    <div className="cc-payment__confirm" data-testid="offer-confirm-payment">
      <h4 className="cc-payment__subhead">{title}</h4>
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
