import { useField } from 'react-final-form';
import { ErrorText } from '../form/ErrorText';
import { FIELD_SUBSCRIPTION, fieldId, useLabel, useVisibleError, type FieldLabel } from './useFieldError';

export interface DateFieldProps {
  name: string;
  label: FieldLabel;
  /** YYYY-MM-DD bounds the picker offers. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  helpText?: FieldLabel;
  testId?: string;
}

/**
 * A native date input: the browser's own picker, keyboard entry and screen-reader support, with the value in
 * YYYY-MM-DD as the wire wants it. Styled like the Shoelace inputs beside it.
 */
export function DateField({ name, label, min, max, required, disabled, helpText, testId }: DateFieldProps) {
  const { input, meta } = useField<string>(name, { subscription: FIELD_SUBSCRIPTION });
  const error = useVisibleError(meta);
  const text = useLabel();
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = error !== undefined ? errorId : helpText !== undefined ? helpId : undefined;
  return (
    <div className="cc-field" data-has-error={error !== undefined ? '' : undefined}>
      <label className="cc-native-label" htmlFor={id} data-required={required ? '' : undefined}>
        {text(label)}
      </label>
      <input
        id={id}
        className="cc-native-input"
        data-testid={testId ?? id}
        type="date"
        name={name}
        min={min}
        max={max}
        required={required}
        disabled={disabled}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={describedBy}
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value)}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
      />
      {error !== undefined ? (
        <ErrorText error={error} id={errorId} />
      ) : helpText !== undefined ? (
        <p className="cc-native-help" id={helpId}>
          {text(helpText)}
        </p>
      ) : null}
    </div>
  );
}
