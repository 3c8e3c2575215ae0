import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { applicationOutcome, type ApplicationState } from '@cc/core';
import { useIsMobile } from '@cc/ui';
import { screenMessages } from './messages';
import { ScreenIcon } from './ScreenIcon';
import { screenCss } from './styles';

/** The states submitApplication reports (the API's ApplicationState). */
export type EnquiryOutcomeState = 'ApplicantInitiated' | 'OnWaitlist' | 'ApprovalPending';

const CORE_STATE: Record<EnquiryOutcomeState, ApplicationState> = {
  ApplicantInitiated: 'APPLICANT_INITIATED',
  OnWaitlist: 'ON_WAITLIST',
  ApprovalPending: 'APPROVAL_PENDING',
};

export interface OutcomeScreenProps {
  state: EnquiryOutcomeState;
  centerNames: readonly string[];
  /** The flow navigates to '/'. */
  onClose(): void;
}

/** What happened to the enquiry: submitted, on the waiting list, or waiting for approval, naming the centres. */
export function OutcomeScreen({ state, centerNames, onClose }: OutcomeScreenProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form the family was typing into is gone; moving focus to the title makes screen readers announce the result.
  useEffect(() => titleRef.current?.focus(), [state]);

  // Every state of the enquiry result has an outcome in core; the fallback only guards against a wider type later.
  const outcome = applicationOutcome({ applicationState: CORE_STATE[state], centreNames: centerNames }) ?? {
    titleKey: 'outcome-submitted-title',
    bodyKey: 'outcome-submitted-body',
  };
  // Core joins names with commas; the locale's list format reads better ("A and B").
  const centres = intl.formatList(centerNames, { type: 'conjunction' });
  return (
    <section
      className="cc-screen"
      data-testid="outcome-screen"
      data-state={state}
      data-layout={isMobile ? 'mobile' : 'desktop'}
      aria-labelledby="cc-outcome-title"
    >
      <style>{screenCss}</style>
      <ScreenIcon kind={state === 'ApplicantInitiated' ? 'done' : 'waiting'} />
      <h2 className="cc-screen__title" id="cc-outcome-title" tabIndex={-1} ref={titleRef} data-testid="outcome-title">
        {intl.formatMessage({ id: outcome.titleKey })}
      </h2>
      <p className="cc-screen__body" data-testid="outcome-body">
        {intl.formatMessage({ id: outcome.bodyKey }, { centres })}
      </p>
      <div className="cc-screen__actions">
        <SlButton variant="primary" size="large" data-testid="outcome-close" onClick={onClose}>
          {intl.formatMessage(screenMessages.close)}
        </SlButton>
      </div>
    </section>
  );
}
