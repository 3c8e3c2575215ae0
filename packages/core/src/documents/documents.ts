import { isWireDate } from '../dates/wire-date';
import type { FieldError } from '../validation/result';

export const DOCUMENTS_ERROR_KEYS = ['file-too-large', 'document-expired'] as const;
export type DocumentsErrorKey = (typeof DOCUMENTS_ERROR_KEYS)[number];

/** Maximum upload size: 10485760 bytes (10 MB). */
export const MAX_UPLOAD_BYTES = 10485760;

/** A file of exactly 10485760 bytes is accepted; one byte more is too large. */
export function fileSizeError(bytes: number): DocumentsErrorKey | undefined {
  return bytes > MAX_UPLOAD_BYTES ? 'file-too-large' : undefined;
}

/**
 * A document is expired once its expiry date is before today: it is still valid on the expiry day itself. Both
 * dates are YYYY-MM-DD, with today taken in the centre's calendar by the caller, so the comparison is textual.
 */
export function isDocumentExpired(expiryDate: string, today: string): boolean {
  if (!isWireDate(today)) throw new RangeError(`today must be YYYY-MM-DD, got "${today}"`);
  return isWireDate(expiryDate) && expiryDate < today;
}

export interface ExpiryRules {
  /** The expiry date field is shown for this document, which makes it mandatory. */
  shown: boolean;
  /** Today's date, YYYY-MM-DD. */
  today: string;
}

/** Errors for a document's expiry date: required when shown, a real date, and not already passed. */
export function documentExpiryErrors(
  expiryDate: string | null | undefined,
  rules: ExpiryRules,
  path = 'expiryDate',
): FieldError[] {
  if (!rules.shown) return [];
  const value = (expiryDate ?? '').trim();
  if (value === '') return [{ path, key: 'required' }];
  if (!isWireDate(value)) return [{ path, key: 'invalid' }];
  return isDocumentExpired(value, rules.today) ? [{ path, key: 'document-expired' }] : [];
}
