import { useCallback } from 'react';
import { classifySubmitResult, errorMessages, useMutation, type SubmitOutcome } from '@cc/ui';
import { toOfferEnquiryInput } from './form';
import type { ContactValues, ReEnrolmentFormValues } from './form-values';
import { OfferEnquiryDocument, type OfferEnquiryMutation } from './reEnrolment.graphql.generated';

export type OfferEnquiryResult = OfferEnquiryMutation['offerEnquiry'];

/**
 * Where an offerEnquiry error lands in the form. The input sends only the contacts listed for a chosen child, so a
 * contact's input index is turned back into its place in the form's list; the ids with no field of their own
 * (the business, the centre's request) become the form's own message.
 */
export function formPathFor(values: ReEnrolmentFormValues, inputPath: string): string {
  const chosen = new Set(values.children.map((child) => child.key));
  const listed = (list: ContactValues[]) =>
    list.flatMap((contact, i) => (contact.relationships.some((r) => chosen.has(r.childKey)) ? [i] : []));
  const match = /^(primaryContacts|contacts)\.(\d+)(.*)$/.exec(inputPath);
  if (match) {
    const [, list, index, rest] = match as unknown as [string, 'primaryContacts' | 'contacts', string, string];
    const formIndex = listed(values[list])[Number(index)];
    return formIndex === undefined ? list : `${list}.${formIndex}${rest.startsWith('.relationships') ? '' : rest}`;
  }
  const head = inputPath.split('.')[0] ?? '';
  if (head === 'selectedCenter') return 'selectedCenter';
  return ['idempotencyKey', 'businessId', 'reenrollmentBatchId'].includes(head) ? '' : inputPath;
}

/** offerEnquiry with the submit's idempotency key; failures come back as messages, never thrown. */
export function useSubmitReEnrolment(): (
  values: ReEnrolmentFormValues,
  idempotencyKey: string,
) => Promise<SubmitOutcome<OfferEnquiryResult>> {
  const [mutate] = useMutation(OfferEnquiryDocument);
  return useCallback(
    async (values, idempotencyKey) => {
      try {
        const { data } = await mutate({ variables: { input: toOfferEnquiryInput(values, idempotencyKey) } });
        return classifySubmitResult(data?.offerEnquiry, (path) => formPathFor(values, path));
      } catch (error) {
        return { kind: 'failed', messages: errorMessages(error) };
      }
    },
    [mutate],
  );
}
