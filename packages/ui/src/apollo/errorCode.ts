/** Whether a failed operation carries this GraphQL error code (NOT_FOUND, MAINTENANCE, PAYMENT_DECLINED, ...). */
export function hasErrorCode(error: unknown, code: string): boolean {
  const graphQLErrors = (error as { graphQLErrors?: readonly { extensions?: { code?: unknown } | null }[] } | null)
    ?.graphQLErrors;
  return (graphQLErrors ?? []).some((e) => e.extensions?.code === code);
}
