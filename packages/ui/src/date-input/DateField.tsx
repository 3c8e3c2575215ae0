// A form's date field: DateInput bound to final-form, with its label, the region's pattern as the hint, and its
// error. `@cc/ui/date-field`: only later steps ask for dates, so the first screen does not carry it.
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { Region } from '@cc/core';
import { ErrorText } from '../form/ErrorText';
import { FIELD_SUBSCRIPTION, fieldId, useLabel, useVisibleError, type FieldLabel } from '../fields/useFieldError';
import { DateInput } from './DateInput';
import { datePattern } from './dateText';
import { dateInputMessages } from './messages';

export { DateInput, type DateInputProps } from './DateInput';
export { dateTextOf, datePattern } from './dateText';
export { dateInputMessages } from './messages';

export interface DateFieldProps {
  name: string;
  label: FieldLabel;
  region: Region;
  /** YYYY-MM-DD bounds the calendar offers. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field instead of the pattern ("Type it as DD-MM-YYYY."). */
  helpText?: FieldLabel;
  testId?: string;
}

export function DateField({ name, label, region, min, max, required, disabled, helpText, testId }: DateFieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name, { subscription: FIELD_SUBSCRIPTION });
  const error = useVisibleError(meta);
  const text = useLabel();
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const labelText = text(label) ?? '';
  // The pattern stays described while an error shows: the error says what is wrong, the pattern how to type it.
  const describedBy = error !== undefined ? `${errorId} ${helpId}` : helpId;
  return (
    <div className="cc-field" data-has-error={error !== undefined ? '' : undefined}>
      <label className="cc-native-label" htmlFor={id} data-required={required ? '' : undefined}>
        {labelText}
      </label>
      <DateInput
        id={id}
        name={name}
        value={input.value}
        onChange={input.onChange}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
        region={region}
        label={labelText}
        min={min}
        max={max}
        required={required}
        disabled={disabled}
        invalid={error !== undefined}
        describedBy={describedBy}
        testId={testId}
      />
      <p className="cc-native-help" id={helpId}>
        {helpText !== undefined
          ? text(helpText)
          : intl.formatMessage(dateInputMessages.format, { pattern: datePattern(region) })}
      </p>
      {error !== undefined && <ErrorText error={error} id={errorId} />}
    </div>
  );
}
