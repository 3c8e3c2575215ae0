// "Payment method" on an offer with a fee: the method the family added (type, "card ending in", last four) or the
// provider's card fields to add one; after a declined charge the family adds another card here.
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { Notice, errorMessages, useMutation } from '@cc/ui';
import { paymentMessages } from '../../i18n/messages';
import type { PageOffer } from '../offer/OfferPage';
import { CardFrame, type CardToken } from './CardFrame';
import { SetOfferPaymentTokenDocument } from './payment.graphql.generated';
import { usePaymentSessionExpiry } from './usePaymentSessionExpiry';

// Shoelace's dialog loads with the first expired session, not with every offer page.
const SessionExpiredDialog = lazy(() =>
  import('./SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

export interface PaymentSectionProps {
  offer: PageOffer;
  linkCode: string;
  /** The token the fee would be charged to: the saved method's, unless a charge to it was declined. */
  token: string | null;
  onTokenSaved(token: string): void;
}

export function PaymentSection({ offer, linkCode, token, onTokenSaved }: PaymentSectionProps) {
  const intl = useIntl();
  const [replacing, setReplacing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useMutation(SetOfferPaymentTokenDocument);
  const provider = offer.paymentProviderInfo;
  const method = offer.paymentMethod;
  const showFrame = provider && (token === null || replacing);
  const sessionExpired = usePaymentSessionExpiry(provider?.session.expiresAt);

  const saveToken = async (card: CardToken) => {
    setFailure(null);
    try {
      await save({
        variables: {
          input: {
            linkCode,
            businessId: offer.businessId,
            applicationId: offer.applicationId,
            applicationOfferId: offer.id,
            paymentToken: card.token,
          },
        },
        update: (cache, { data }) => {
          const saved = data?.setApplicationPaymentToken;
          if (!saved) return;
          cache.modify({
            id: cache.identify({ __typename: 'ApplicationOffer', id: offer.id }),
            fields: { paymentMethod: () => ({ __typename: 'OfferPaymentMethod', ...saved }) },
          });
        },
      });
      setReplacing(false);
      onTokenSaved(card.token);
    } catch (error) {
      setFailure(errorMessages(error)[0] ?? intl.formatMessage({ id: 'payment-save-failed' }));
    }
  };

  return (
    <section className="cc-offer__box" data-testid="offer-payment" aria-labelledby="cc-offer-payment">
      <h3 id="cc-offer-payment">{intl.formatMessage(paymentMessages.title)}</h3>
      {!provider && <p>{intl.formatMessage(paymentMessages.noProvider)}</p>}
      {method && token && !replacing && (
        <div className="cc-offer__method" data-testid="offer-payment-method">
          <span>
            {intl.formatMessage({ id: 'payment-method-ending-in' }, { kind: 'card', lastFour: method.lastFour })}
            {method.brand ? ` (${method.brand})` : ''}
          </span>
          <SlButton size="small" data-testid="offer-payment-replace" onClick={() => setReplacing(true)}>
            {intl.formatMessage(paymentMessages.useAnother)}
          </SlButton>
        </div>
      )}
      {failure && <Notice variant="danger" messages={[failure]} testId="offer-payment-save-failed" />}
      {showFrame && (
        <>
          <p className="cc-offer__muted">{intl.formatMessage(paymentMessages.addCard)}</p>
          <CardFrame fieldsUrl={provider.fieldsUrl} fieldsOrigin={provider.fieldsOrigin} onToken={saveToken} />
          {saving.loading && <p role="status">{intl.formatMessage(paymentMessages.saving)}</p>}
        </>
      )}
      {sessionExpired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog onReload={() => window.location.reload()} />
        </Suspense>
      )}
    </section>
  );
}
