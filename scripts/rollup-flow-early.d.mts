export interface TrustedOperation {
  hash: string;
  kind: 'query' | 'mutation' | 'subscription';
  variables: string[];
}
export function trustedOperations(file: string): Map<string, TrustedOperation>;
export function flowEarly(
  flows: { tag: string; file: string; early?: unknown }[],
  operations: Map<string, TrustedOperation>,
): Record<string, { views: string[]; requires: string[]; operations: [string, string, Record<string, unknown>][] }[]>;
