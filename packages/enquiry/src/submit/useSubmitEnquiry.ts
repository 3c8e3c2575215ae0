import { useCallback } from 'react';
import { errorMessages, useMutation } from '@cc/ui';
import { toSubmitApplicationInput } from '../form';
import type { EnquiryFormValues } from '../form-values';
import { SubmitApplicationDocument } from './submitApplication.graphql.generated';
import { classifySubmitResult, type SubmitOutcome } from './submitResult';

/**
 * submitApplication with the draft's idempotency key: a double click or a retry after a lost answer gets the first
 * result back. Server and network failures come back as their messages (extension message first), never thrown.
 */
export function useSubmitEnquiry(context: { linkCode?: string; staffId?: string }) {
  const { linkCode, staffId } = context;
  const [mutate] = useMutation(SubmitApplicationDocument);
  return useCallback(
    async (values: EnquiryFormValues, idempotencyKey: string): Promise<SubmitOutcome> => {
      try {
        const input = toSubmitApplicationInput(values, { idempotencyKey, linkCode, staffId });
        const { data } = await mutate({ variables: { input } });
        return classifySubmitResult(data?.submitApplication);
      } catch (error) {
        return { kind: 'failed', messages: errorMessages(error) };
      }
    },
    [mutate, linkCode, staffId],
  );
}
