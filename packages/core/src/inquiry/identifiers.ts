import { refine, string } from 'superstruct';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** An id the API hands out; anything else is `invalid` (blank is `required` through checkStruct). */
// Stryker disable next-line StringLiteral: a refinement's name and an empty message both read as 'invalid' (validation/result.ts)
export const Uuid = refine(string(), 'uuid', (value) => isUuid(value) || 'invalid');

export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 100 } as const;

/** The client's retry key: long enough not to collide by chance, short enough to index. */
// Stryker disable next-line StringLiteral: a refinement's name and an empty message both read as 'invalid' (validation/result.ts)
export const IdempotencyKey = refine(string(), 'idempotency-key', (value) => {
  const { length } = value.trim();
  // Stryker disable next-line StringLiteral: a refinement's name and an empty message both read as 'invalid' (validation/result.ts)
  return (length >= IDEMPOTENCY_KEY_LENGTH.min && length <= IDEMPOTENCY_KEY_LENGTH.max) || 'invalid';
});
