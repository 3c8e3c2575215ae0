import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { FormField } from '@cc/core/forms';
import { ErrorText, FIELD_SUBSCRIPTION, fieldId, useVisibleError } from '@cc/ui';

/**
 * GroupedFields (stacked) and CompositionField (in a row): the parts under the group's name. A required group left
 * empty says so under its legend, where the error summary's link takes the focus. `children`: the parts' grid.
 */
export function GroupField({ field, path, children }: { field: FormField; path: string; children: ReactNode }) {
  const { meta } = useField(path, { subscription: FIELD_SUBSCRIPTION });
  const error = useVisibleError(meta);
  const id = fieldId(path);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={`cc-form-group cc-form-group--${field.type === 'CompositionField' ? 'row' : 'stack'}`}
      data-field
      aria-describedby={error !== undefined ? `${id}-error` : undefined}
    >
      <legend className="cc-form-group__legend">{field.label}</legend>
      {error !== undefined && <ErrorText error={error} id={`${id}-error`} />}
      {children}
    </fieldset>
  );
}
