// The steps the offer draws itself inside a centre's form: the accepted schedules (read only) and the payment method
// fees will be charged to. The review is @cc/forms'.
import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { BILLING_CYCLE_PATH } from '@cc/core/forms';
import { RadioGroupField } from '@cc/ui';
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

export interface BillingCycleChoice {
  id: string;
  name: string;
}

/**
 * The billing cycle the family is billed on, from the centre's templates: chosen for them when there is only one
 * (document 2, section 3: billing cycle template).
 */
function BillingCycleField({ templates }: { templates: readonly BillingCycleChoice[] }) {
  const intl = useIntl();
  const form = useForm();
  useEffect(() => {
    if (templates.length === 1 && !form.getFieldState(BILLING_CYCLE_PATH)?.value)
      form.change(BILLING_CYCLE_PATH, templates[0]!.id);
  }, [templates, form]);
  if (templates.length === 0) return null;
  return (
    <RadioGroupField
      name={BILLING_CYCLE_PATH}
      label={intl.formatMessage(enrolmentMessages.billingCycle)}
      options={templates.map((t) => ({ value: t.id, label: t.name }))}
      required
    />
  );
}

export function PaymentStep({ offer, templates }: { offer: Offer; templates: readonly BillingCycleChoice[] }) {
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
      <BillingCycleField templates={templates} />
    </>
  );
}
