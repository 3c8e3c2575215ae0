import { useIntl } from 'react-intl';
import type { Region } from '@cc/core';
import { useQuery } from '@cc/ui';
import { feesMessages } from './messages';
import { currencyFor, formatCents } from './money';
import type { ReviewEstimateVariables } from './dryRunOffers';
import { EnquiryReviewPaymentDocument, type EnquiryReviewPaymentQuery } from './reviewEstimates.graphql.generated';
import { SectionError, SectionLoading } from './SectionStatus';

export interface FeesDueProps {
  /** null when no program is chosen: nothing can be due. */
  variables: ReviewEstimateVariables | null;
  region: Region;
  currency: string;
}

/** paymentForReEnrolment for the chosen schedules (skipped without any): what the fees section and a flow's Pay Now read. */
export function useFeesDue(variables: ReviewEstimateVariables | null): {
  data?: EnquiryReviewPaymentQuery;
  loading: boolean;
  error?: Error;
} {
  const { data, loading, error } = useQuery(EnquiryReviewPaymentDocument, {
    variables: variables ?? undefined,
    skip: variables === null,
  });
  return { data, loading, error };
}

/** The fees due now (the application fee) for the chosen schedules, or "No fees are due now". */
export function FeesDue({ variables, region, currency: settingsCurrency }: FeesDueProps) {
  const intl = useIntl();
  const { data, loading, error } = useFeesDue(variables);
  const payment = data?.paymentForReEnrolment;

  let body;
  if (variables === null || (payment && payment.total <= 0)) {
    body = <p data-testid="review-fees-none">{intl.formatMessage(feesMessages.none)}</p>;
  } else if (loading && !payment) {
    body = <SectionLoading label={intl.formatMessage(feesMessages.loading)} testId="review-fees-loading" />;
  } else if (error || !payment) {
    body = <SectionError error={error} testId="review-fees-error" />;
  } else {
    const currency = currencyFor(payment.currency || settingsCurrency, region);
    const amount = (cents: number) => formatCents(cents, currency, intl.locale);
    body = (
      <dl className="cc-review__pairs">
        <dt>{intl.formatMessage(feesMessages.applicationFee)}</dt>
        <dd data-testid="review-fees-application">{amount(payment.applicationFeeAmount)}</dd>
        {payment.surchargeAmount > 0 && (
          <>
            <dt>{intl.formatMessage(feesMessages.surcharge)}</dt>
            <dd data-testid="review-fees-surcharge">{amount(payment.surchargeAmount)}</dd>
          </>
        )}
        {payment.discountAmount > 0 && (
          <>
            <dt>{intl.formatMessage(feesMessages.discount)}</dt>
            <dd data-testid="review-fees-discount">
              {intl.formatMessage(feesMessages.discountAmount, { amount: amount(payment.discountAmount) })}
            </dd>
          </>
        )}
        <dt>
          <strong>{intl.formatMessage(feesMessages.total)}</strong>
        </dt>
        <dd data-testid="review-fees-total">
          <strong>{amount(payment.total)}</strong>
        </dd>
      </dl>
    );
  }

  return (
    <section className="cc-review__section" aria-labelledby="cc-review-fees" data-testid="review-fees">
      <h3 id="cc-review-fees">{intl.formatMessage(feesMessages.title)}</h3>
      {body}
    </section>
  );
}
