// The update of a submitted form (@cc/forms' FormWizard), with a submitted child's filled answers locked. Every Next
// saves the update (complete false); the last step completes it (complete true), checked in full on the server.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError, Region } from '@cc/core';
import type { FormDefinition } from '@cc/core/forms';
import { FormWizard, ReviewStep, type FormAnswers, type FormRendererOptions, type ProductSteps } from '@cc/forms';
import { Notice, errorMessages, useMutation, type SubmitOutcome } from '@cc/ui';
import { lockedBy } from './locks';
import { updateFormMessages } from './messages';
import { SaveFormAccountDocument } from './updateForm.graphql.generated';

export interface UpdateFormWizardProps {
  businessId: string;
  formAccountId: string;
  definition: FormDefinition;
  answers: FormAnswers;
  inProgress: boolean;
  region: Region;
  today: string;
  centerName: string;
  onUpdated(): void;
}

/** The server refuses an update with BAD_USER_INPUT and the errors by path in its extensions. */
function fieldErrorsOf(error: unknown): FieldError[] {
  const graphQLErrors = (error as { graphQLErrors?: ReadonlyArray<{ extensions?: { errors?: unknown } | null }> })
    ?.graphQLErrors;
  const errors = graphQLErrors?.flatMap((e) => (Array.isArray(e.extensions?.errors) ? e.extensions.errors : []));
  return (errors ?? []) as FieldError[];
}

// No offer stands behind an update: no schedule or payment step, only the review of the answers.
const PRODUCT: ProductSteps = { review: () => <ReviewStep /> };

export function UpdateFormWizard(props: UpdateFormWizardProps) {
  const { definition, answers, region, today } = props;
  const intl = useIntl();
  const [save] = useMutation(SaveFormAccountDocument);
  const [saveFailed, setSaveFailed] = useState(false);
  const renderer = useMemo<FormRendererOptions>(
    () => ({ definition, region, today, mode: 'edit', isLocked: lockedBy(answers) }),
    [definition, region, today, answers],
  );
  const send = (values: FormAnswers, complete: boolean) =>
    save({
      variables: {
        businessId: props.businessId,
        enrollmentFormAccountId: props.formAccountId,
        formData: JSON.stringify(values),
        complete,
      },
    });

  const submit = async (values: FormAnswers): Promise<SubmitOutcome<{ id: string }>> => {
    try {
      const { data } = await send(values, true);
      return data?.setEnrollmentFormAccount
        ? { kind: 'success', result: { id: props.formAccountId } }
        : { kind: 'failed', messages: [] };
    } catch (error) {
      const errors = fieldErrorsOf(error);
      return errors.length > 0 ? { kind: 'invalid', errors } : { kind: 'failed', messages: errorMessages(error) };
    }
  };

  const onAdvance = async (values: FormAnswers) => {
    try {
      await send(values, false);
      setSaveFailed(false);
      return true;
    } catch {
      // Nothing typed is lost: the family stays on the step and presses Next again.
      setSaveFailed(true);
      return false;
    }
  };

  return (
    <FormWizard
      renderer={renderer}
      product={PRODUCT}
      values={answers}
      onAdvance={onAdvance}
      submit={submit}
      onSubmitted={props.onUpdated}
      submitFailedTitle={intl.formatMessage(updateFormMessages.submitFailed)}
      submitLabel={intl.formatMessage(updateFormMessages.submit)}
      center={{ name: props.centerName }}
      notices={
        <>
          <Notice
            variant="info"
            testId="update-form-intro"
            title={intl.formatMessage(updateFormMessages.intro)}
            messages={[intl.formatMessage(updateFormMessages.lockedNote)]}
          />
          {props.inProgress && (
            <Notice
              variant="info"
              testId="update-form-in-progress"
              title={intl.formatMessage(updateFormMessages.inProgress)}
            />
          )}
          {saveFailed && (
            <Notice
              variant="danger"
              testId="update-form-save-failed"
              title={intl.formatMessage(updateFormMessages.saveFailed)}
            />
          )}
        </>
      }
    />
  );
}
