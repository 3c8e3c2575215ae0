import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { PHONE_TYPES, type PhoneType } from '@cc/core';
import { ErrorText } from '../form/ErrorText';
import { fieldMessages } from './messages';
import { TextField } from './TextField';
import { FIELD_SUBSCRIPTION, fieldId, useLabel, useVisibleError, type FieldLabel } from './useFieldError';

export interface PhoneFieldProps {
  /** The {number, type} value's name; the parts are `<name>.number` and `<name>.type`. */
  name: string;
  label?: FieldLabel;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

const TYPE_LABELS: Record<PhoneType, (typeof fieldMessages)[keyof typeof fieldMessages]> = {
  Mobile: fieldMessages.phoneTypeMobile,
  Home: fieldMessages.phoneTypeHome,
  Work: fieldMessages.phoneTypeWork,
};

/** A phone number with its type (Mobile, Home, Work), grouped under one legend; core phoneErrors validates both. */
export function PhoneField({ name, label = fieldMessages.phoneNumber, required, disabled, testId }: PhoneFieldProps) {
  const text = useLabel();
  const id = fieldId(name);
  return (
    <fieldset className="cc-phone" data-testid={testId ?? id}>
      <legend className="cc-visually-hidden">{text(label)}</legend>
      <div className="cc-field-row">
        <TextField
          name={`${name}.number`}
          label={label}
          type="tel"
          autocomplete="tel"
          required={required}
          disabled={disabled}
        />
        <PhoneTypeSelect name={`${name}.type`} required={required} disabled={disabled} />
      </div>
    </fieldset>
  );
}

/**
 * A native select: the type has three fixed options, and the browser's own control is keyboard- and
 * screen-reader-friendly everywhere (and spares the page Shoelace's popup machinery). Styled like the inputs.
 */
function PhoneTypeSelect({ name, required, disabled }: { name: string; required?: boolean; disabled?: boolean }) {
  const intl = useIntl();
  const { input, meta } = useField<PhoneType | undefined>(name, { subscription: FIELD_SUBSCRIPTION });
  const error = useVisibleError(meta);
  const id = fieldId(name);
  const errorId = `${id}-error`;
  return (
    <div className="cc-field cc-phone__type" data-has-error={error !== undefined ? '' : undefined}>
      <label className="cc-native-label" htmlFor={id} data-required={required ? '' : undefined}>
        {intl.formatMessage(fieldMessages.phoneType)}
      </label>
      <select
        id={id}
        className="cc-native-input"
        data-testid={id}
        name={name}
        required={required}
        disabled={disabled}
        aria-invalid={error !== undefined ? true : undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value === '' ? undefined : event.target.value)}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
      >
        {!input.value && <option value="" />}
        {PHONE_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage(TYPE_LABELS[type])}
          </option>
        ))}
      </select>
      {error !== undefined && <ErrorText error={error} id={errorId} />}
    </div>
  );
}
