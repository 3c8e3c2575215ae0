import { useRef } from 'react';
import { useField } from 'react-final-form';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { ErrorText } from '../form/ErrorText';
import { useInnerAriaInvalid } from './innerAria';
import { FIELD_SUBSCRIPTION, fieldId, useLabel, useVisibleError, type FieldLabel } from './useFieldError';

export interface TextFieldProps {
  /** final-form name, dotted for nested values (`children.0.firstName`). */
  name: string;
  label: FieldLabel;
  type?: 'text' | 'email' | 'tel';
  autocomplete?: string;
  /** The phone keyboard to show (`numeric` for a one-time code). */
  inputmode?: 'numeric' | 'email' | 'text';
  required?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  helpText?: FieldLabel;
  testId?: string;
}

/** A text input bound to the form; its error shows in Shoelace's help-text slot, which the input is described by. */
export function TextField({
  name,
  label,
  type = 'text',
  autocomplete,
  inputmode,
  required,
  disabled,
  readonly,
  helpText,
  testId,
}: TextFieldProps) {
  const { input, meta } = useField<string>(name, { subscription: FIELD_SUBSCRIPTION });
  const error = useVisibleError(meta);
  const text = useLabel();
  const ref = useRef<SlInputElement>(null);
  useInnerAriaInvalid(ref, 'input', error !== undefined);
  const id = fieldId(name);
  return (
    <SlInput
      ref={ref}
      id={id}
      className="cc-field"
      data-testid={testId ?? id}
      data-has-error={error !== undefined ? '' : undefined}
      name={name}
      type={type}
      label={text(label)}
      autocomplete={autocomplete as never}
      inputmode={inputmode}
      required={required}
      disabled={disabled}
      readonly={readonly}
      value={input.value ?? ''}
      onSlInput={(event) => input.onChange((event.target as SlInputElement).value)}
      onSlFocus={() => input.onFocus()}
      onSlBlur={() => input.onBlur()}
    >
      {error !== undefined ? (
        <div slot="help-text">
          <ErrorText error={error} id={`${id}-error`} />
        </div>
      ) : helpText !== undefined ? (
        <div slot="help-text">{text(helpText)}</div>
      ) : null}
    </SlInput>
  );
}
