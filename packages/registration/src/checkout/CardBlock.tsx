// The payment block while a fee is due: the provider's card page in its frame (its own origin, in the element's
// light DOM), or the card it handed over, to be saved and charged when the family accepts.
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { LoadingScreen } from '@cc/ui';
import { NoProvider, ProviderFrame, paymentWidgetMessages } from '@cc/ui/payment';
import { checkoutMessages as m } from '../i18n/checkoutMessages';
import type { CheckoutSubmission, EnteredCard } from './types';

export function CardBlock({
  submission,
  card,
  onCard,
}: {
  submission: CheckoutSubmission;
  card: EnteredCard | null;
  onCard(card: EnteredCard | null): void;
}) {
  const intl = useIntl();
  const provider = submission.paymentProviderInfo;
  if (!provider) return <NoProvider testId="checkout-no-provider" />;
  const saved = submission.paymentMethod;
  const ready = card ?? (saved ? { token: saved.paymentToken, brand: saved.brand, lastFour: saved.lastFour } : null);
  if (ready)
    return (
      <div className="cc-reg-card-ready" data-testid="checkout-card-ready">
        <p>{intl.formatMessage(m.cardReady, { brand: ready.brand, lastFour: ready.lastFour })}</p>
        <button type="button" className="cc-reg-link" onClick={() => onCard(null)}>
          {intl.formatMessage(m.useAnotherCard)}
        </button>
      </div>
    );
  return (
    <div className="cc-reg-card">
      <p className="cc-reg-muted">{intl.formatMessage(paymentWidgetMessages.addCard)}</p>
      <Suspense fallback={<LoadingScreen />}>
        <ProviderFrame
          url={provider.fieldsUrl}
          origin={provider.fieldsOrigin}
          title={intl.formatMessage(paymentWidgetMessages.cardFrameTitle)}
          testId="checkout-card-slot"
          onMessage={(message) => {
            if (message.type === 'cc-payment-token' && typeof message.token === 'string')
              onCard({
                token: message.token,
                brand: typeof message.brand === 'string' ? message.brand : '',
                lastFour: typeof message.lastFour === 'string' ? message.lastFour : '',
              });
          }}
        />
      </Suspense>
    </div>
  );
}
