import { defineMessages, useIntl } from 'react-intl';
import { applicationOutcome, fromApiApplicationState, type ApiApplicationState } from '@cc/core';
import { OutcomeFrame } from '../screens/OutcomeFrame';

const messages = defineMessages({ close: { id: 'outcome.close', defaultMessage: 'Close' } });

/** The states submitApplication and offerEnquiry report (the API's ApplicationState, generated from the schema). */
export type ApplicationOutcomeState = ApiApplicationState;

export interface ApplicationOutcomeScreenProps {
  state: ApplicationOutcomeState;
  centerNames: readonly string[];
  /** The flow navigates to '/'. */
  onClose(): void;
}

/**
 * What happened to an application (an enquiry, a re-enrolment): submitted, on the waiting list, or waiting for
 * approval, naming the centres.
 */
export function ApplicationOutcomeScreen({ state, centerNames, onClose }: ApplicationOutcomeScreenProps) {
  const intl = useIntl();
  // Every state of the enquiry result has an outcome in core; the fallback only guards against a wider type later.
  const outcome = applicationOutcome({
    applicationState: fromApiApplicationState(state),
    centreNames: centerNames,
  }) ?? {
    titleKey: 'outcome-submitted-title',
    bodyKey: 'outcome-submitted-body',
  };
  // Core joins names with commas; the locale's list format reads better ("A and B").
  const centres = intl.formatList(centerNames, { type: 'conjunction' });
  return (
    <OutcomeFrame
      icon={state === 'ApplicantInitiated' ? 'done' : 'waiting'}
      state={state}
      title={intl.formatMessage({ id: outcome.titleKey })}
      body={intl.formatMessage({ id: outcome.bodyKey }, { centres })}
      closeLabel={intl.formatMessage(messages.close)}
      onClose={onClose}
    />
  );
}
