// One rule for when a bound field shows its error, so every flow behaves alike: a server (submit) error until the
// value changes, a validation error once the field was touched or the family pressed Next on a page with errors.
import type { FieldMetaState } from 'react-final-form';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { isErrorLeaf, type ErrorLeaf } from '../form/errors';
import { useShowErrors } from '../form/ShowErrorsContext';

export function visibleError(meta: FieldMetaState<unknown>, showAll: boolean): ErrorLeaf | undefined {
  if (!meta.dirtySinceLastSubmit && isErrorLeaf(meta.submitError)) return meta.submitError;
  if ((meta.touched || showAll) && isErrorLeaf(meta.error)) return meta.error;
  return undefined;
}

export function useVisibleError(meta: FieldMetaState<unknown>): ErrorLeaf | undefined {
  return visibleError(meta, useShowErrors());
}

/** A stable, shadow-root-unique id for a field's control, from its final-form name (`children.0.firstName`). */
export function fieldId(name: string): string {
  return `cc-field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** Field labels may come translated or as a react-intl descriptor. */
export type FieldLabel = string | MessageDescriptor;

export function useLabel(): (label: FieldLabel | undefined) => string | undefined {
  const intl = useIntl();
  return (label) => (label === undefined || typeof label === 'string' ? label : intl.formatMessage(label));
}

/** What a bound field re-renders for: its value and the meta its error display reads. */
export const FIELD_SUBSCRIPTION = {
  value: true,
  error: true,
  submitError: true,
  touched: true,
  dirtySinceLastSubmit: true,
} as const;
