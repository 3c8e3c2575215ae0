import { validate as runStruct, type Struct, type StructError } from 'superstruct';

/**
 * Validators return error keys, never sentences: the widgets translate a key through the i18n catalogue (per
 * region), and the server sends the same key back in `extensions`, so both sides show the same text.
 */
export interface FieldError {
  /** Dotted path of the field, e.g. `children.0.dateOfBirth`; empty for the whole value. */
  path: string;
  key: string;
  /** Values for the message's placeholders, e.g. `{ name: 'Ava' }`. */
  values?: Record<string, string | number>;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export const COMMON_ERROR_KEYS = ['required', 'required-list', 'invalid', 'text-invalid-characters'] as const;
export type CommonErrorKey = (typeof COMMON_ERROR_KEYS)[number];

// Our refinements return kebab-case keys; superstruct's own refinements (size, pattern...) return sentences.
const isErrorKey = (message: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(message);

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Runs a superstruct struct and turns each failure into an error key. Refinements return their key as the
 * failure message (`refine(string(), 'email', (v) => isEmail(v) || 'email-invalid')`); a missing or blank value
 * is `required`; an empty required list is `required-list`; anything else is `invalid`.
 */
export function checkStruct<T, S>(struct: Struct<T, S>, value: unknown): Validation<T> {
  const [error, result] = runStruct(value, struct, { coerce: true });
  if (!error) return { ok: true, value: result as T };
  return { ok: false, errors: toFieldErrors(error) };
}

export function toFieldErrors(error: StructError): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const failure of error.failures()) {
    const path = failure.path.join('.');
    if (seen.has(path)) continue; // one message per field: the first rule that failed
    seen.add(path);
    let key: string;
    if (isBlank(failure.value)) key = 'required';
    else if (Array.isArray(failure.value) && failure.value.length === 0) key = 'required-list';
    else if (failure.refinement !== undefined && isErrorKey(failure.message)) key = failure.message;
    else key = 'invalid';
    errors.push({ path, key });
  }
  return errors;
}
