import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormState } from 'react-final-form';
import {
  ChildSummary,
  CostEstimate,
  childReviewMessages,
  dryRunOffers,
  FeesDue,
  reviewCss,
  type ReviewEstimateVariables,
} from '@cc/programs/estimate';
import { termMessages, useIsMobile } from '@cc/ui';
import type { EnquiryFormValues } from '../../form-values';
import type { EnquiryStepProps } from '../step-props';
import { reviewMessages } from './messages';
import { ParentSummary } from './ParentSummary';

/**
 * The enquiry's read-only review: the centre, the parent, each child with their programs and schedules, the cost
 * estimate (when the flag is on and the fees can be estimated) and the fees due now. Changes are made by going
 * Back; the confirmation dialog's Review restarts at the first step.
 */
export function ReviewPage({ businessId, center, region, flags, enrollmentSettings, today }: EnquiryStepProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const { values } = useFormState<EnquiryFormValues>({ subscription: { values: true } });
  const { children, familyReceivesSubsidy } = values;

  const variables = useMemo((): ReviewEstimateVariables | null => {
    const offers = dryRunOffers({ children });
    if (offers.length === 0) return null;
    return {
      businessId,
      centerId: center.id,
      familyReceivesSubsidy: familyReceivesSubsidy ?? null,
      dryRunOffers: offers,
    };
  }, [businessId, center.id, children, familyReceivesSubsidy]);

  return (
    <div className="cc-review" data-testid="review-page" data-layout={isMobile ? 'mobile' : 'desktop'}>
      <style>{reviewCss}</style>
      <div>
        <h2>{intl.formatMessage(reviewMessages.title)}</h2>
        <p className="cc-review__intro">{intl.formatMessage(reviewMessages.intro)}</p>
      </div>
      <section className="cc-review__section" aria-labelledby="cc-review-centre" data-testid="review-centre">
        <h3 id="cc-review-centre">
          {intl.formatMessage(childReviewMessages.centre, { center: intl.formatMessage(termMessages.center) })}
        </h3>
        <p data-testid="review-centre-name">{center.name}</p>
      </section>
      <ParentSummary values={values} />
      <section className="cc-review__section" aria-labelledby="cc-review-children" data-testid="review-children">
        <h3 id="cc-review-children">{intl.formatMessage(childReviewMessages.children)}</h3>
        {children.map((child) => (
          <ChildSummary key={child.key} child={child} region={region} today={today} />
        ))}
      </section>
      {flags.enrolmentShowCostEstimate && variables && (
        <CostEstimate variables={variables} region={region} currency={enrollmentSettings.currency} />
      )}
      <FeesDue variables={variables} region={region} currency={enrollmentSettings.currency} />
    </div>
  );
}
