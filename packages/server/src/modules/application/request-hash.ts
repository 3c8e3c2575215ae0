import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so the same request always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What an idempotency key is bound to: the SHA-256 of the request without the key itself. Only the hash is kept, so
 * nothing a family typed is stored twice.
 */
export function requestHash(request: Record<string, unknown>): string {
  const { idempotencyKey: _key, ...rest } = request;
  return createHash('sha256').update(canonicalJson(rest)).digest('hex');
}
