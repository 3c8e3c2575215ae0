// "Payment method" on an offer with a fee: the method the family added (in the payment method list: type icon,
// "ending in", default and auto-pay badges) or the provider's page to add one, by card or bank account where the
// provider takes both; the bank's confirmation step when a card asks for one. Changing the payment type sets the
// saved method aside, so a fee is never charged by the type the family moved away from.
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { PaymentType } from '@cc/core';
import { Notice, errorMessages } from '@cc/ui';
import { PaymentMethodList, isBankMethodType } from '@cc/ui/payment-methods';
import { paymentMessages } from '../../i18n/messages';
import type { PageOffer } from '../offer/OfferPage';
import type { PaymentChallenge } from './ConfirmPayment';
import { usePaymentSessionExpired } from './usePaymentSession';
import { useSaveMethod } from './useSaveMethod';

// The card and bank dialogs, and a bank's confirmation step, load when the family opens one.
const PaymentMethodDialog = lazy(() =>
  import('./PaymentMethodDialog').then((m) => ({ default: m.PaymentMethodDialog })),
);
const ConfirmPayment = lazy(() => import('./ConfirmPayment').then((m) => ({ default: m.ConfirmPayment })));
// Shoelace's dialog loads with the first expired session, not with every offer page.
const SessionExpiredDialog = lazy(() =>
  import('./SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

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

const typeOf = (methodType: string): PaymentType => (isBankMethodType(methodType) ? 'bank-account' : 'credit-card');

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
  const accepted = (provider?.acceptedPaymentTypes ?? []) as PaymentType[];
  const [type, setType] = useState<PaymentType>(
    method ? typeOf(method.methodType) : accepted.includes('credit-card') ? 'credit-card' : 'bank-account',
  );
  const [replacing, setReplacing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { saveMethod, saving } = useSaveMethod(offer, linkCode);
  const sessionExpired = usePaymentSessionExpired(linkCode, offer.center.id, provider?.session);
  const lastCharge = offer.charges.at(-1);
  const showMethod = method && token && !replacing && typeOf(method.methodType) === type;

  const save = async (newToken: string, debitConsent?: boolean) => {
    setFailure(null);
    try {
      await saveMethod(newToken, debitConsent);
      setReplacing(false);
      setAdding(false);
      onTokenSaved(newToken);
    } catch (error) {
      setFailure(errorMessages(error)[0] ?? intl.formatMessage({ id: 'payment-save-failed' }));
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
      {!provider && <p>{intl.formatMessage(paymentMessages.noProvider)}</p>}
      {lastCharge?.status === 'failed' && !token && (
        <Notice variant="warning" testId="offer-last-payment-failed">
          {intl.formatMessage(paymentMessages.lastPaymentFailed)}
        </Notice>
      )}
      {provider && accepted.length > 1 && !challenge && (
        <fieldset className="cc-offer__types" data-testid="offer-payment-type">
          <legend>{intl.formatMessage({ id: 'payment-type-legend' })}</legend>
          {accepted.map((option) => (
            <label key={option} className="cc-offer__type">
              <input
                type="radio"
                name="cc-offer-payment-type"
                value={option}
                checked={type === option}
                onChange={() => chooseType(option)}
              />
              {intl.formatMessage({ id: option === 'credit-card' ? 'payment-type-card' : 'payment-type-bank' })}
            </label>
          ))}
        </fieldset>
      )}
      {showMethod && (
        <div className="cc-offer__method" data-testid="offer-payment-method">
          <PaymentMethodList
            methods={[
              {
                id: method.paymentToken,
                methodType: method.methodType,
                lastFour: method.lastFour,
                isPrimary: true,
                isAutoPay: method.isAutoPay,
              },
            ]}
          />
          {!challenge && (
            <SlButton
              size="small"
              data-testid="offer-payment-replace"
              onClick={() => {
                setReplacing(true);
                setAdding(true);
              }}
            >
              {intl.formatMessage(paymentMessages.useAnother)}
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
