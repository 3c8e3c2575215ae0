import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import type SlCheckboxElement from '@shoelace-style/shoelace/dist/components/checkbox/checkbox.component.js';
import { useField } from 'react-final-form';
import type { FieldOption } from '@cc/core/forms';
import { ErrorText, FIELD_SUBSCRIPTION, fieldId, useVisibleError } from '@cc/ui';

export interface CheckboxGroupFieldProps {
  name: string;
  label: string;
  options: readonly FieldOption[];
  required?: boolean;
  disabled?: boolean;
  /** Shown instead of the boxes when there is nothing to choose from yet. */
  emptyText?: string;
  helpText?: string;
}

/**
 * Several choices (MultiSelectCombo, a multiple Checkbox, the children or contacts an answer is about): a group of
 * checkboxes under one legend, its value the chosen options' values in the options' order.
 */
export function CheckboxGroupField({
  name,
  label,
  options,
  required,
  disabled,
  emptyText,
  helpText,
}: CheckboxGroupFieldProps) {
  const { input, meta } = useField<string[] | undefined>(name, { subscription: FIELD_SUBSCRIPTION });
  const error = useVisibleError(meta);
  const id = fieldId(name);
  const chosen = new Set(Array.isArray(input.value) ? input.value : []);
  const toggle = (value: string, on: boolean) => {
    const next = options.map((o) => o.value).filter((v) => (v === value ? on : chosen.has(v)));
    input.onChange(next.length > 0 ? next : undefined);
    input.onBlur();
  };
  const describedBy = error !== undefined ? `${id}-error` : helpText ? `${id}-help` : undefined;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="cc-field cc-choice-group"
      data-field
      data-testid={id}
      data-has-error={error !== undefined ? '' : undefined}
      aria-describedby={describedBy}
    >
      <legend className="cc-native-label" data-required={required ? '' : undefined}>
        {label}
      </legend>
      {options.length === 0 && emptyText ? <p className="cc-native-help">{emptyText}</p> : null}
      {options.map((option) => (
        <SlCheckbox
          key={option.value}
          data-testid={`${id}-${option.value}`}
          value={option.value}
          disabled={disabled}
          checked={chosen.has(option.value)}
          onSlChange={(event) => toggle(option.value, (event.target as SlCheckboxElement).checked)}
        >
          {option.label}
        </SlCheckbox>
      ))}
      {error !== undefined ? (
        <ErrorText error={error} id={`${id}-error`} />
      ) : helpText ? (
        <p className="cc-native-help" id={`${id}-help`}>
          {helpText}
        </p>
      ) : null}
    </fieldset>
  );
}
