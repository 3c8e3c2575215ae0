import { useCallback } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { errorMessages } from '../apollo/errorMessages';
import { classifySubmitResult, type SubmitOutcome, type SubmitResultLike } from './submitResult';

export interface SubmitMutationOptions<V, R, TData, TVariables> {
  /** The flow's mapper from form values to the mutation's variables, with the draft's idempotency key. */
  variables(values: V, idempotencyKey: string): TVariables;
  /** The mutation's `{ success, id, errors }` answer inside its data. */
  result(data: TData | null | undefined): R | null | undefined;
  /** API input path -> form path. */
  toFormPath?(inputPath: string): string;
}

/**
 * A submit mutation sent with the draft's idempotency key (a double click or a retry after a lost answer gets the
 * first result back). Server and network failures come back as their messages (extension message first), never
 * thrown, so the form keeps everything the family typed.
 */
export function useSubmitMutation<V, R extends SubmitResultLike, TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  options: SubmitMutationOptions<V, R, TData, TVariables>,
): (values: V, idempotencyKey: string) => Promise<SubmitOutcome<R>> {
  const [mutate] = useMutation(document);
  const { variables, result, toFormPath } = options;
  return useCallback(
    async (values, idempotencyKey) => {
      try {
        const { data } = await mutate({ variables: variables(values, idempotencyKey) });
        return classifySubmitResult(result(data), toFormPath);
      } catch (error) {
        return { kind: 'failed', messages: errorMessages(error) };
      }
    },
    [mutate, variables, result, toFormPath],
  );
}
