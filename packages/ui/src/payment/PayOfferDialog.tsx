// Paying an offer's fee in a dialog, where no offer page is (the portal's re-enrolment pays right after its offer is
// made, document 2, section 4): what is due, card or bank account (as the provider takes them), the provider's page
// to add the method, then Pay, which charges it and accepts the offer; the bank's confirmation step when a card asks
// for one. A decline says why and asks for another method; the dialog stays until the family closes it or the
// charge succeeds ("Payment successful. Please wait while we process your application.", then onPaid).
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { CURRENCY_BY_REGION, formatMoney, money, type CurrencyCode, type PaymentType } from '@cc/core';
import { paymentTexts } from '../i18n/validation/payment.messages';
import { Notice } from '../notice/Notice';
import { ConfirmPayment } from './ConfirmPayment';
import { paymentWidgetMessages } from './messages';
import { NoProvider } from './NoProvider';
import { PaymentMethodEntry } from './PaymentMethodEntry';
import { PaymentTypeChoice, acceptedPaymentTypes } from './PaymentTypeChoice';
import { SavedMethod } from './SavedMethod';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import type { PayableOffer, PaymentChallenge } from './types';
import { usePaymentSessionExpired } from './usePaymentSession';
import { usePayOffer, type PayOutcome } from './usePayOffer';
import { useSaveMethod, type SavedPaymentMethod } from './useSaveMethod';

type NoValues = Record<string, never>;

// Its texts; the spec's payment texts are @cc/ui's payment rule texts (../i18n/validation/payment.messages.ts).
export const payOfferMessages = defineMessages<{
  title: NoValues;
  amountDue: { amount: string };
  pay: { amount: string };
  close: NoValues;
}>({
  // ours
  title: { id: 'payment.payOffer.title', defaultMessage: 'Pay the fee due now' },
  // ours
  amountDue: { id: 'payment.payOffer.amountDue', defaultMessage: 'Due now: {amount}' },
  // ours
  pay: { id: 'payment.payOffer.pay', defaultMessage: 'Pay {amount}' },
  // ours
  close: { id: 'payment.payOffer.close', defaultMessage: 'Close' },
});

const CURRENCIES: readonly string[] = Object.values(CURRENCY_BY_REGION);
const own = (event: Event) => event.target === event.currentTarget;

export interface PayOfferDialogProps {
  offer: PayableOffer;
  linkCode: string;
  /** What is due now, in integer cents of `currency`. */
  amountCents: number;
  /** USD, CAD or AUD. */
  currency: string;
  /** The charge went through (or a bank debit is on its way): the server has accepted the offer. */
  onPaid(): void;
  /** The family closed the dialog without paying. */
  onClose(): void;
}

export function PayOfferDialog({ offer, linkCode, amountCents, currency, onPaid, onClose }: PayOfferDialogProps) {
  const intl = useIntl();
  const provider = offer.paymentProviderInfo;
  const accepted = acceptedPaymentTypes(provider);
  const [type, setType] = useState<PaymentType>(accepted[0] === 'bank-account' ? 'bank-account' : 'credit-card');
  const [method, setMethod] = useState<SavedPaymentMethod | null>(null);
  const [challenge, setChallenge] = useState<PaymentChallenge | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const [closed, setClosed] = useState(false);
  const [paid, setPaid] = useState(false);
  const { saveMethod, saving, saveFailure } = useSaveMethod(offer, linkCode);
  const { charge, confirm, busy } = usePayOffer(offer, linkCode);
  const sessionExpired = usePaymentSessionExpired(linkCode, offer.center.id, provider?.session);
  const code = (CURRENCIES.includes(currency) ? currency : 'USD') as CurrencyCode;
  const amount = formatMoney(money(amountCents, code), intl.locale);
  const canPay = provider !== null && !closed && !paid;

  const save = async (token: string, debitConsent?: boolean) => {
    setFailure([]);
    try {
      setMethod((await saveMethod(token, debitConsent)) ?? null);
    } catch (error) {
      setFailure([saveFailure(error)]);
    }
  };

  const settle = (outcome: PayOutcome) => {
    if (outcome.kind === 'paid') {
      setPaid(true);
      onPaid();
    } else if (outcome.kind === 'challenge') {
      setChallenge(outcome.challenge);
    } else {
      setFailure(outcome.messages);
      if (outcome.setAside) setMethod(null);
      setClosed(outcome.closed);
    }
  };

  const pay = async () => {
    if (!method) return;
    setFailure([]);
    settle(await charge(method.paymentToken));
  };

  const confirmed = async (reference: string) => {
    setChallenge(null);
    setFailure([]);
    settle(await confirm(reference, amountCents));
  };

  // The provider's fields stop working with the session: the family reloads for a new one.
  if (sessionExpired && !paid) return <SessionExpiredDialog onReload={() => window.location.reload()} />;

  return (
    <SlDialog
      open
      data-testid="pay-offer-dialog"
      className="cc-payment__method-dialog"
      label={intl.formatMessage(payOfferMessages.title)}
      onSlRequestClose={(event) => {
        if (!own(event)) return;
        // A charge on its way is not left half seen.
        if (busy) event.preventDefault();
        else onClose();
      }}
    >
      <p className="cc-payment__due" data-testid="pay-offer-amount">
        {intl.formatMessage(payOfferMessages.amountDue, { amount })}
      </p>
      {!provider && <NoProvider testId="pay-offer-no-provider" />}
      {paid && (
        <Notice variant="success" testId="pay-offer-paid">
          {intl.formatMessage(paymentTexts['payment-success'])}
        </Notice>
      )}
      {canPay && !method && !challenge && accepted.length > 1 && (
        <PaymentTypeChoice
          accepted={accepted}
          value={type}
          onChange={setType}
          name="cc-pay-offer-type"
          testId="pay-offer-type"
        />
      )}
      {canPay && method && !challenge && (
        <div className="cc-payment__method" data-testid="pay-offer-method">
          <SavedMethod method={method} />
          <SlButton size="small" data-testid="pay-offer-replace" disabled={busy} onClick={() => setMethod(null)}>
            {intl.formatMessage(paymentWidgetMessages.useAnother)}
          </SlButton>
        </div>
      )}
      {canPay && !method && !challenge && (
        <PaymentMethodEntry type={type} offer={offer} linkCode={linkCode} saving={saving} onSave={save} />
      )}
      {canPay && challenge && (
        <ConfirmPayment offer={offer} challenge={challenge} onAnswered={(reference) => void confirmed(reference)} />
      )}
      {failure.length > 0 && <Notice variant="danger" messages={failure} testId="pay-offer-failure" />}
      <SlButton slot="footer" data-testid="pay-offer-close" disabled={busy} onClick={onClose}>
        {intl.formatMessage(payOfferMessages.close)}
      </SlButton>
      {canPay && method && !challenge && (
        <SlButton slot="footer" variant="primary" data-testid="pay-offer-pay" loading={busy} onClick={() => void pay()}>
          {intl.formatMessage(payOfferMessages.pay, { amount })}
        </SlButton>
      )}
    </SlDialog>
  );
}
