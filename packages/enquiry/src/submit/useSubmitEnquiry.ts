import { useCallback } from 'react';
import { useSubmitMutation, type SubmitOutcome } from '@cc/ui';
import { formPathForInputPath, toSubmitApplicationInput } from '../form';
import type { EnquiryFormValues } from '../form-values';
import { SubmitApplicationDocument, type SubmitApplicationMutation } from './submitApplication.graphql.generated';

export type SubmitApplicationResult = SubmitApplicationMutation['submitApplication'];
export type EnquirySubmitOutcome = SubmitOutcome<SubmitApplicationResult>;

/** submitApplication through @cc/ui's submit hook: the enquiry's input mapper and form paths. */
export function useSubmitEnquiry(context: {
  linkCode?: string;
  staffId?: string;
}): (values: EnquiryFormValues, idempotencyKey: string) => Promise<EnquirySubmitOutcome> {
  const { linkCode, staffId } = context;
  const variables = useCallback(
    (values: EnquiryFormValues, idempotencyKey: string) => ({
      input: toSubmitApplicationInput(values, { idempotencyKey, linkCode, staffId }),
    }),
    [linkCode, staffId],
  );
  return useSubmitMutation(SubmitApplicationDocument, {
    variables,
    result: pickResult,
    toFormPath: formPathForInputPath,
  });
}

const pickResult = (data: SubmitApplicationMutation | null | undefined) => data?.submitApplication;
