import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { FieldOption } from '@cc/core/forms';
import { ErrorText, FIELD_SUBSCRIPTION, fieldId, useVisibleError } from '@cc/ui';
import { formRendererMessages } from '../messages';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly FieldOption[];
  required?: boolean;
  disabled?: boolean;
  helpText?: string;
}

/**
 * One choice from a list (Combo, a state): the browser's own select, which every phone and screen reader knows, with
 * no popup code to download. Styled like the inputs.
 */
export function SelectField({ name, label, options, required, disabled, helpText }: SelectFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string | undefined>(name, { subscription: FIELD_SUBSCRIPTION });
  const error = useVisibleError(meta);
  const id = fieldId(name);
  const describedBy = error !== undefined ? `${id}-error` : helpText ? `${id}-help` : undefined;
  return (
    <div className="cc-field" data-field data-has-error={error !== undefined ? '' : undefined}>
      <label className="cc-native-label" htmlFor={id} data-required={required ? '' : undefined}>
        {label}
      </label>
      <select
        id={id}
        className="cc-native-input"
        data-testid={id}
        name={name}
        required={required}
        disabled={disabled}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={describedBy}
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value === '' ? undefined : event.target.value)}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
      >
        <option value="">{intl.formatMessage(formRendererMessages.selectPlaceholder)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error !== undefined ? (
        <ErrorText error={error} id={`${id}-error`} />
      ) : helpText ? (
        <p className="cc-native-help" id={`${id}-help`}>
          {helpText}
        </p>
      ) : null}
    </div>
  );
}
