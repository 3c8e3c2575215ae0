import { useRef } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { PHONE_TYPES, type PhoneType } from '@cc/core';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import { ErrorText } from '../form/ErrorText';
import { useInnerAriaInvalid } from './innerAria';
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

function PhoneTypeSelect({ name, required, disabled }: { name: string; required?: boolean; disabled?: boolean }) {
  const intl = useIntl();
  const { input, meta } = useField<PhoneType | undefined>(name, { subscription: FIELD_SUBSCRIPTION });
  const error = useVisibleError(meta);
  const ref = useRef<SlSelectElement>(null);
  useInnerAriaInvalid(ref, '[role="combobox"]', error !== undefined);
  const id = fieldId(name);
  return (
    <SlSelect
      ref={ref}
      id={id}
      className="cc-field cc-phone__type"
      data-testid={id}
      data-invalid={error !== undefined ? '' : undefined}
      name={name}
      label={intl.formatMessage(fieldMessages.phoneType)}
      required={required}
      disabled={disabled}
      value={input.value ?? ''}
      onSlChange={(event) => {
        const value = (event.target as SlSelectElement).value;
        input.onChange(typeof value === 'string' && value !== '' ? value : undefined);
      }}
      onSlFocus={() => input.onFocus()}
      onSlBlur={() => input.onBlur()}
    >
      {PHONE_TYPES.map((type) => (
        <SlOption key={type} value={type}>
          {intl.formatMessage(TYPE_LABELS[type])}
        </SlOption>
      ))}
      {error !== undefined && (
        <div slot="help-text">
          <ErrorText error={error} id={`${id}-error`} />
        </div>
      )}
    </SlSelect>
  );
}
