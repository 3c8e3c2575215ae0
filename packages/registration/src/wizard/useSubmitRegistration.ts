import { useCallback } from 'react';
import { classifySubmitResult, errorMessages, useMutation, type SubmitOutcome } from '@cc/ui';
import { formPathFor, toSubmissionInput } from './form';
import type { RegistrationFormValues } from './form-values';
import { SubmitRegistrationDocument, type SubmitRegistrationMutation } from './wizard.graphql.generated';

export type RegistrationSubmitResult = SubmitRegistrationMutation['submitRegistrationSubmission'];

/** submitRegistrationSubmission with the submit's idempotency key; failures come back as messages, never thrown. */
export function useSubmitRegistration(ids: {
  linkCode: string;
  businessId: string;
  registrationId: string;
  askSubsidy: boolean;
  personId?: string;
}): (values: RegistrationFormValues, idempotencyKey: string) => Promise<SubmitOutcome<RegistrationSubmitResult>> {
  const [mutate] = useMutation(SubmitRegistrationDocument);
  const { linkCode, businessId, registrationId, askSubsidy, personId } = ids;
  return useCallback(
    async (values, idempotencyKey) => {
      try {
        const { data } = await mutate({
          variables: {
            linkCode,
            businessId,
            registrationId,
            input: toSubmissionInput(values, idempotencyKey, personId, askSubsidy),
          },
        });
        return classifySubmitResult(data?.submitRegistrationSubmission, (path) => formPathFor(values, path));
      } catch (error) {
        return { kind: 'failed', messages: errorMessages(error) };
      }
    },
    [mutate, linkCode, businessId, registrationId, askSubsidy, personId],
  );
}
