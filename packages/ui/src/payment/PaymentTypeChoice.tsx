// "How would you like to pay?": card or bank account, where the provider takes both (document 2, section 4: changing
// the type sets the saved method aside, which is the caller's to do).
import { useIntl } from 'react-intl';
import type { PaymentType } from '@cc/core';
import { isBankMethodType } from '../payment-methods/PaymentMethodList';
import { paymentTexts } from '../i18n/validation/payment.messages';

/** The types the provider accepts, as @cc/core names them. */
export const acceptedPaymentTypes = (provider: { acceptedPaymentTypes: readonly string[] } | null): PaymentType[] =>
  (provider?.acceptedPaymentTypes ?? []) as PaymentType[];

/** A saved method's type: a bank account or a card. */
export const paymentTypeOf = (methodType: string): PaymentType =>
  isBankMethodType(methodType) ? 'bank-account' : 'credit-card';

export interface PaymentTypeChoiceProps {
  accepted: readonly PaymentType[];
  value: PaymentType;
  onChange(type: PaymentType): void;
  /** The radio group's name, unique in the shadow root. */
  name: string;
  testId?: string;
}

export function PaymentTypeChoice({
  accepted,
  value,
  onChange,
  name,
  testId = 'offer-payment-type',
}: PaymentTypeChoiceProps) {
  const intl = useIntl();
  return (
    <fieldset className="cc-payment__types" data-testid={testId}>
      <legend>{intl.formatMessage(paymentTexts['payment-type-legend'])}</legend>
      {accepted.map((option) => (
        <label key={option} className="cc-payment__type">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {intl.formatMessage(paymentTexts[option === 'credit-card' ? 'payment-type-card' : 'payment-type-bank'])}
        </label>
      ))}
    </fieldset>
  );
}
