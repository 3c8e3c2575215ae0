// What the family paid, shown back to them after paying (document 2: every charge is recorded with its amount, date,
// reference and service fee): the successful charge, or the bank debit on its way.
import { useIntl } from 'react-intl';
import { centreToday, formatOfferDate } from '@cc/core';
import { isBankMethodType } from '@cc/ui/payment-methods';
import { paymentMessages } from '../../i18n/messages';
import type { PageOffer } from '../offer/OfferPage';
import { useOfferMoney } from '../offer/useOfferMoney';

export function PaymentReceipt({ offer }: { offer: PageOffer }) {
  const intl = useIntl();
  const format = useOfferMoney(offer.currency);
  const paid = offer.charges.filter((charge) => charge.status === 'succeeded' || charge.status === 'pending');
  if (paid.length === 0) return null;
  return (
    <section className="cc-offer__box cc-offer__receipt" data-testid="offer-receipt" aria-labelledby="cc-offer-receipt">
      <h3 id="cc-offer-receipt">{intl.formatMessage(paymentMessages.receiptTitle)}</h3>
      {paid.map((charge) => (
        <dl className="cc-offer__pairs" key={charge.id} data-testid="offer-receipt-charge">
          <dt>{intl.formatMessage(paymentMessages.receiptAmount)}</dt>
          <dd>
            {format(charge.amount)}
            {charge.serviceFee > 0 &&
              ` ${intl.formatMessage(paymentMessages.receiptServiceFee, { fee: format(charge.serviceFee) })}`}
          </dd>
          <dt>{intl.formatMessage(paymentMessages.receiptDate)}</dt>
          <dd>{formatOfferDate(centreToday(offer.center.timezone, new Date(charge.createdAt)))}</dd>
          <dt>{intl.formatMessage(paymentMessages.receiptMethod)}</dt>
          <dd>
            {intl.formatMessage(
              { id: 'payment-method-ending-in' },
              { kind: isBankMethodType(charge.methodType) ? 'account' : 'card', lastFour: charge.lastFour },
            )}
          </dd>
          <dt>{intl.formatMessage(paymentMessages.receiptReference)}</dt>
          <dd className="cc-offer__reference">{charge.reference}</dd>
          <dt>{intl.formatMessage(paymentMessages.receiptStatus)}</dt>
          <dd>
            {intl.formatMessage(
              charge.status === 'pending' ? paymentMessages.receiptPending : paymentMessages.receiptPaid,
            )}
          </dd>
        </dl>
      ))}
    </section>
  );
}
