// The steps the offer draws itself inside a centre's form: the accepted schedules (read only) and the payment method
// fees will be charged to. The review is @cc/forms'.
import { useIntl } from 'react-intl';
import { PaymentMethodList } from '@cc/ui/payment-methods';
import { OfferDetails } from '../offer/OfferDetails';
import type { OfferPageQuery } from '../offer/offer.graphql.generated';
import { enrolmentMessages } from './messages';

type Offer = NonNullable<OfferPageQuery['applicationOfferForLinkCode']>;

export function ScheduleStep({ offer }: { offer: Offer }) {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(enrolmentMessages.scheduleIntro)}</p>
      <OfferDetails offerChildren={offer.children} currency={offer.currency} />
    </>
  );
}

export function PaymentStep({ offer }: { offer: Offer }) {
  const intl = useIntl();
  const method = offer.paymentMethod;
  return (
    <>
      {method ? (
        <>
          <p>{intl.formatMessage(enrolmentMessages.paymentOnFile)}</p>
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
        </>
      ) : (
        <p>{intl.formatMessage(enrolmentMessages.noPaymentOnFile)}</p>
      )}
    </>
  );
}
