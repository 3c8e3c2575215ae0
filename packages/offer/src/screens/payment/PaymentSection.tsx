// "Payment method" on an offer with a fee: the method the family added (in the payment method list: type icon,
// "ending in", default and auto-pay badges) or the provider's page to add one, by card or bank account where the
// provider takes both; the bank's confirmation step when a card asks for one. Changing the payment type sets the
// saved method aside, so a fee is never charged by the type the family moved away from. The pieces are @cc/ui's
// (@cc/ui/payment, shared with the portal); the card and bank dialogs, the confirmation step and the expired-session
// dialog load when first shown.
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { PaymentType } from '@cc/core';
import { Notice } from '@cc/ui';
import {
  ConfirmPayment,
  NoProvider,
  PaymentMethodDialog,
  PaymentTypeChoice,
  SavedMethod,
  SessionExpiredDialog,
  acceptedPaymentTypes,
  paymentTypeOf,
  paymentWidgetMessages,
  usePaymentSessionExpired,
  useSaveMethod,
  type PaymentChallenge,
} from '@cc/ui/payment';
import { paymentMessages } from '../../i18n/messages';
import type { PageOffer } from '../offer/OfferPage';

export interface PaymentSectionProps {
  offer: PageOffer;
  linkCode: string;
  /** The token the fee would be charged to: the saved method's, unless it was set aside (declined, type changed). */
  token: string | null;
  onTokenSaved(token: string): void;
  onTokenSetAside(): void;
  /** The card's bank asks for confirmation of the charge just made. */
  challenge: PaymentChallenge | null;
  onChallengeAnswered(reference: string): void;
}

export function PaymentSection({
  offer,
  linkCode,
  token,
  onTokenSaved,
  onTokenSetAside,
  challenge,
  onChallengeAnswered,
}: PaymentSectionProps) {
  const intl = useIntl();
  const provider = offer.paymentProviderInfo;
  const method = offer.paymentMethod;
  const accepted = acceptedPaymentTypes(provider);
  const [type, setType] = useState<PaymentType>(
    method ? paymentTypeOf(method.methodType) : accepted.includes('credit-card') ? 'credit-card' : 'bank-account',
  );
  const [replacing, setReplacing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { saveMethod, saving, saveFailure } = useSaveMethod(offer, linkCode);
  const sessionExpired = usePaymentSessionExpired(linkCode, offer.center.id, provider?.session);
  const lastCharge = offer.charges.at(-1);
  const showMethod = method && token && !replacing && paymentTypeOf(method.methodType) === type;

  const save = async (newToken: string, debitConsent?: boolean) => {
    setFailure(null);
    try {
      await saveMethod(newToken, debitConsent);
      setReplacing(false);
      setAdding(false);
      onTokenSaved(newToken);
    } catch (error) {
      setFailure(saveFailure(error));
    }
  };

  const chooseType = (next: PaymentType) => {
    if (next === type) return;
    setType(next);
    setFailure(null);
    setAdding(false);
    if (token) onTokenSetAside();
  };

  return (
    <section className="cc-offer__box" data-testid="offer-payment" aria-labelledby="cc-offer-payment">
      <h3 id="cc-offer-payment">{intl.formatMessage(paymentMessages.title)}</h3>
      {!provider && <NoProvider />}
      {lastCharge?.status === 'failed' && !token && (
        <Notice variant="warning" testId="offer-last-payment-failed">
          {intl.formatMessage(paymentMessages.lastPaymentFailed)}
        </Notice>
      )}
      {provider && accepted.length > 1 && !challenge && (
        <PaymentTypeChoice accepted={accepted} value={type} onChange={chooseType} name="cc-offer-payment-type" />
      )}
      {showMethod && (
        <div className="cc-payment__method" data-testid="offer-payment-method">
          <SavedMethod method={method} />
          {!challenge && (
            <SlButton
              size="small"
              data-testid="offer-payment-replace"
              onClick={() => {
                setReplacing(true);
                setAdding(true);
              }}
            >
              {intl.formatMessage(paymentWidgetMessages.useAnother)}
            </SlButton>
          )}
        </div>
      )}
      {failure && <Notice variant="danger" messages={[failure]} testId="offer-payment-save-failed" />}
      {provider && !showMethod && !challenge && (
        <SlButton data-testid="offer-add-method" onClick={() => setAdding(true)}>
          {intl.formatMessage({ id: type === 'credit-card' ? 'payment-add-card' : 'payment-add-bank' })}
        </SlButton>
      )}
      <Suspense fallback={null}>
        {challenge && provider && (
          <ConfirmPayment offer={offer} challenge={challenge} onAnswered={onChallengeAnswered} />
        )}
        {adding && provider && !challenge && (
          <PaymentMethodDialog
            type={type}
            offer={offer}
            linkCode={linkCode}
            saving={saving}
            onSave={save}
            onClose={() => {
              setAdding(false);
              setReplacing(false);
            }}
          />
        )}
      </Suspense>
      {sessionExpired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog onReload={() => window.location.reload()} />
        </Suspense>
      )}
    </section>
  );
}
