import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import {
  DECLINE_PAGE_REASONS,
  canSubmitDecline,
  declineReasonField,
  validateDecline,
  type DeclineInput,
  type Region,
} from '@cc/core';
import { Notice, RadioGroupField, ShowErrorsContext, TextField, toFormErrors } from '@cc/ui';
import { DateField } from '@cc/ui/date-field';
import { declinePageMessages } from '../../i18n/messages';

const REASON_LABEL = {
  OUTSTANDING_REQUEST: 'decline-reason-outstanding-request',
  NOT_INTERESTED: 'decline-reason-not-interested',
  NOT_RETURNING: 'decline-reason-not-returning',
  OTHER: 'decline-reason-other',
} as const;

export interface DeclineFormProps {
  centreName: string;
  /** The centre's today (YYYY-MM-DD): the end of contract cannot be earlier. */
  today: string;
  region: Region;
  /** Server messages from the last failed send; empty when it has not failed. */
  failure: readonly string[] | null;
  onSubmit(value: DeclineInput): Promise<void>;
}

/** The reasons, the Other text, and for Not returning the end-of-contract date; sending stays disabled until valid. */
export function DeclineForm({ centreName, today, region, failure, onSubmit }: DeclineFormProps) {
  const intl = useIntl();
  const reasons = DECLINE_PAGE_REASONS.map((value) => ({ value, label: { id: REASON_LABEL[value] } }));
  return (
    <Form<DeclineInput>
      validate={(values) => {
        const result = validateDecline(values, today);
        return result.ok ? {} : toFormErrors(result.errors);
      }}
      onSubmit={async (values) => {
        const result = validateDecline(values, today);
        if (result.ok) await onSubmit(result.value);
      }}
      render={({ handleSubmit, values, submitting, submitFailed }) => {
        const extra = declineReasonField(values.declineReason);
        return (
          <ShowErrorsContext.Provider value={submitFailed === true}>
            <form className="cc-decline__form" noValidate onSubmit={handleSubmit} data-testid="decline-form">
              <p className="cc-screen__body">{intl.formatMessage(declinePageMessages.intro, { centre: centreName })}</p>
              <RadioGroupField
                name="declineReason"
                label={declinePageMessages.reasonLabel}
                options={reasons}
                required
                testId="decline-reason"
              />
              {extra === 'otherReason' && (
                <TextField name="otherReason" label={declinePageMessages.otherLabel} testId="decline-other" />
              )}
              {extra === 'endOfContractDate' && (
                <DateField
                  name="endOfContractDate"
                  label={{ id: 'decline-end-of-contract-date' }}
                  region={region}
                  min={today}
                  required
                  testId="decline-end-date"
                />
              )}
              {failure && (
                <Notice
                  variant="danger"
                  testId="decline-failure"
                  messages={failure.length > 0 ? failure : [intl.formatMessage({ id: 'decline-error' })]}
                />
              )}
              <SlButton
                type="submit"
                variant="primary"
                size="large"
                loading={submitting}
                disabled={!canSubmitDecline(values, today)}
                data-testid="decline-submit"
              >
                {intl.formatMessage(declinePageMessages.send)}
              </SlButton>
            </form>
          </ShowErrorsContext.Provider>
        );
      }}
    />
  );
}
