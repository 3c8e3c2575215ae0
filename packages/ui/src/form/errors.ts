// Validators (in @cc/core) return FieldErrors with dotted paths and error keys; final-form wants a nested object
// of the form's shape. These helpers convert between the two, so step validators stay one line of core calls.
import type { FieldError } from '@cc/core';
import { setIn } from 'final-form';

/** A leaf of a final-form errors object: an error key, or a key with the values its message needs. */
export type ErrorLeaf = string | { key: string; values?: Record<string, string | number> };

/** Nested errors object for final-form; the first error for a path wins. */
export type FormErrors = Record<string, unknown>;

export function toFormErrors(errors: readonly FieldError[]): FormErrors {
  let result: FormErrors = {};
  const seen = new Set<string>();
  for (const error of errors) {
    // final-form keeps form-level errors under FORM_ERROR; we keep them under '_form' so they stay plain data.
    const path = error.path === '' ? '_form' : error.path;
    if (seen.has(path)) continue;
    seen.add(path);
    const leaf: ErrorLeaf = error.values ? { key: error.key, values: error.values } : error.key;
    result = setIn(result, path, leaf) as FormErrors;
  }
  return result;
}

export function isErrorLeaf(value: unknown): value is ErrorLeaf {
  if (typeof value === 'string') return value !== '';
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/** Whether an errors object holds any error at all (final-form treats `{ children: [] }` as valid too). */
export function hasErrors(errors: unknown): boolean {
  if (isErrorLeaf(errors)) return true;
  if (Array.isArray(errors)) return errors.some(hasErrors);
  if (typeof errors === 'object' && errors !== null) return Object.values(errors).some(hasErrors);
  return false;
}
