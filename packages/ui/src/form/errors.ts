// Validators (in @cc/core) return FieldErrors with dotted paths and error keys; final-form wants a nested object
// of the form's shape. These helpers convert between the two, so step validators stay one line of core calls.
import type { FieldError } from '@cc/core';
import { ARRAY_ERROR, getIn, setIn } from 'final-form';

/** A leaf of a final-form errors object: an error key, or a key with the values its message needs. */
export type ErrorLeaf = string | { key: string; values?: Record<string, string | number> };

/** Nested errors object for final-form; the first error for a path wins. */
export type FormErrors = Record<string, unknown>;

/**
 * `values` tells which paths are lists: a list's own error ("Required - add at least one item") goes on the list
 * as final-form's ARRAY_ERROR, because fields of a removed entry may still be registered (children.0.firstName)
 * and final-form cannot put their errors under a plain message.
 */
export function toFormErrors(errors: readonly FieldError[], values?: object): FormErrors {
  let result: FormErrors = {};
  const seen = new Set<string>();
  for (const error of errors) {
    // final-form keeps form-level errors under FORM_ERROR; we keep them under '_form' so they stay plain data.
    const path = error.path === '' ? '_form' : error.path;
    if (seen.has(path)) continue;
    seen.add(path);
    const leaf: ErrorLeaf = error.values ? { key: error.key, values: error.values } : error.key;
    const isList = values !== undefined && Array.isArray(getIn(values, path));
    result = setIn(result, path, isList ? listError(getIn(result, path), leaf) : leaf) as FormErrors;
  }
  return result;
}

function listError(existing: unknown, leaf: ErrorLeaf): unknown[] {
  const list: unknown[] & { [ARRAY_ERROR]?: ErrorLeaf } = Array.isArray(existing) ? [...(existing as unknown[])] : [];
  list[ARRAY_ERROR] = leaf;
  return list;
}

export function isErrorLeaf(value: unknown): value is ErrorLeaf {
  if (typeof value === 'string') return value !== '';
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/** Whether an errors object holds any error at all (final-form treats `{ children: [] }` as valid too). */
export function hasErrors(errors: unknown): boolean {
  if (isErrorLeaf(errors)) return true;
  if (Array.isArray(errors)) {
    return isErrorLeaf((errors as { [ARRAY_ERROR]?: unknown })[ARRAY_ERROR]) || errors.some(hasErrors);
  }
  if (typeof errors === 'object' && errors !== null) return Object.values(errors).some(hasErrors);
  return false;
}
