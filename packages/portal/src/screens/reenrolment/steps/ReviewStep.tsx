// Step 5, review: the centre, each child with their schedules, the weekly (or biweekly) estimate, the fees due now,
// the enrolment-form alert when the centre uses the form, and the mandatory terms checkbox. The button below reads
// "Pay Now" when a fee is due (useReEnrolmentExtras).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useFormState } from 'react-final-form';
import { CheckboxField, Notice, termMessages, useIsMobile } from '@cc/ui';
import {
  ChildSummary,
  CostEstimate,
  CwaConsentField,
  FeesDue,
  childReviewMessages,
  useFeesDue,
  displayName,
  reviewCss,
} from '@cc/programs/estimate';
import { useReEnrolmentData } from '../data';
import type { ReEnrolmentFormValues } from '../form-values';
import { reviewStepMessages as m } from '../messages';
import { estimateVariables } from '../estimate';

export function ReviewStep() {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const data = useReEnrolmentData();
  const { values } = useFormState<ReEnrolmentFormValues>({ subscription: { values: true } });
  const variables = estimateVariables(values);
  // The wizard's last button reads "Pay Now" when a fee is due and waits while the fees load (useReEnrolmentExtras).
  const fees = useFeesDue(variables);
  const payment = fees.data?.paymentForReEnrolment;
  const due = (payment?.total ?? 0) > 0 && payment?.isPaymentRequired === true;
  const loading = variables !== null && fees.loading && !fees.data;
  const { onFeesDue } = data;
  useEffect(() => onFeesDue({ loading, due }), [onFeesDue, loading, due]);
  useEffect(() => () => onFeesDue(undefined), [onFeesDue]);
  const currency = data.programProps?.enrollmentSettings.currency ?? '';
  const listedFor = (key: string) =>
    [...values.primaryContacts, ...(values.hasContact === false ? [] : values.contacts)]
      .filter((contact) => contact.relationships.some((r) => r.childKey === key))
      .map(displayName);
  return (
    <div className="cc-review" data-testid="reenrol-review-step" data-layout={isMobile ? 'mobile' : 'desktop'}>
      <style>{reviewCss}</style>
      <div>
        <h2>{intl.formatMessage(m.title)}</h2>
        <p className="cc-review__intro">{intl.formatMessage(m.intro)}</p>
      </div>
      <section className="cc-review__section" aria-labelledby="cc-reenrol-review-centre">
        <h3 id="cc-reenrol-review-centre">
          {intl.formatMessage(childReviewMessages.centre, { center: intl.formatMessage(termMessages.center) })}
        </h3>
        <p data-testid="review-centre-name">{values.selectedCenter?.name}</p>
      </section>
      <section className="cc-review__section" aria-labelledby="cc-reenrol-review-children">
        <h3 id="cc-reenrol-review-children">{intl.formatMessage(childReviewMessages.children)}</h3>
        {values.children.map((child) => (
          <div key={child.key} className="cc-reenrol-review-child">
            <ChildSummary child={child} region={data.region} today={data.today} />
            <p className="cc-review__note" data-testid="review-child-contacts">
              {intl.formatMessage(m.contacts)}: {intl.formatList(listedFor(child.key), { type: 'conjunction' })}
            </p>
          </div>
        ))}
      </section>
      {data.flags.enrolmentShowCostEstimate && variables && (
        <CostEstimate variables={variables} region={data.region} currency={currency} />
      )}
      <FeesDue variables={variables} region={data.region} currency={currency} />
      {data.centre?.usesEnrolmentForm && (
        <Notice variant="info" testId="reenrol-form-info" messages={[intl.formatMessage(m.formInfo)]} />
      )}
      {/* The care agreement consent given with the programs, shown again beside the terms the family agrees to. */}
      <CwaConsentField region={data.region} />
      <CheckboxField name="tcAgreed" label={m.terms} required testId="reenrol-terms" />
    </div>
  );
}
