// The fees due now: the registration fees of the places, the promo code's discount, a card's surcharge, the total.
import { useIntl } from 'react-intl';
import { formatMoney, money, type CurrencyCode } from '@cc/core';
import { checkoutMessages as m } from '../i18n/checkoutMessages';
import type { CheckoutSubmission } from './types';

export function FeeSummary({ payment }: { payment: CheckoutSubmission['paymentInfo'] }) {
  const intl = useIntl();
  const format = (cents: number) => formatMoney(money(cents, payment.currency as CurrencyCode), intl.locale);
  return (
    <dl className="cc-reg-fees" data-testid="checkout-fees">
      <div>
        <dt>{intl.formatMessage(m.registrationFee)}</dt>
        <dd>{format(payment.registrationFeeAmount)}</dd>
      </div>
      {payment.discount && payment.discountAmount > 0 && (
        <div data-testid="checkout-discount">
          <dt>{intl.formatMessage(m.discount, { name: payment.discount.name })}</dt>
          <dd>−{format(payment.discountAmount)}</dd>
        </div>
      )}
      {payment.surchargeAmount > 0 && (
        <div>
          <dt>{intl.formatMessage(m.surcharge)}</dt>
          <dd>{format(payment.surchargeAmount)}</dd>
        </div>
      )}
      <div className="cc-reg-fees__total">
        <dt>{intl.formatMessage(m.total)}</dt>
        <dd data-testid="checkout-total">{format(payment.total)}</dd>
      </div>
    </dl>
  );
}
