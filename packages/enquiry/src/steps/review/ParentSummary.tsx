import { useIntl } from 'react-intl';
import { childReviewMessages, displayName } from '@cc/programs/estimate';
import { termMessages } from '@cc/ui';
import type { EnquiryFormValues } from '../../form-values';
import { reviewMessages } from './messages';

type ParentValues = Pick<
  EnquiryFormValues,
  'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'familyReceivesSubsidy'
>;

/** The parent's details as typed on the register step; the subsidy answer only when the question was asked. */
export function ParentSummary({ values }: { values: ParentValues }) {
  const intl = useIntl();
  const { number, type } = values.phoneNumber;
  const phone = type
    ? intl.formatMessage(reviewMessages.phoneWithType, {
        number,
        type: intl.formatMessage(reviewMessages.phoneType, { type }),
      })
    : number;
  return (
    <section className="cc-review__section" aria-labelledby="cc-review-parent" data-testid="review-parent">
      <h3 id="cc-review-parent">{intl.formatMessage(reviewMessages.parent)}</h3>
      <dl className="cc-review__pairs">
        <dt>{intl.formatMessage(reviewMessages.name)}</dt>
        <dd data-testid="review-parent-name">{displayName(values)}</dd>
        <dt>{intl.formatMessage(reviewMessages.email)}</dt>
        <dd data-testid="review-parent-email">{values.email.trim()}</dd>
        <dt>{intl.formatMessage(reviewMessages.phone)}</dt>
        <dd data-testid="review-parent-phone">{phone}</dd>
        {typeof values.familyReceivesSubsidy === 'boolean' && (
          <>
            <dt>{intl.formatMessage(reviewMessages.subsidy, { subsidy: intl.formatMessage(termMessages.subsidy) })}</dt>
            <dd data-testid="review-parent-subsidy">
              {intl.formatMessage(values.familyReceivesSubsidy ? childReviewMessages.yes : childReviewMessages.no)}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
