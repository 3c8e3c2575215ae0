import { useRef } from 'react';
import { useField } from 'react-final-form';
import SlRadio from '@shoelace-style/shoelace/dist/react/radio/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import type SlRadioGroupElement from '@shoelace-style/shoelace/dist/components/radio-group/radio-group.component.js';
import { ErrorText } from '../form/ErrorText';
import { useInnerAriaInvalid } from './innerAria';
import { fieldMessages } from './messages';
import { FIELD_SUBSCRIPTION, fieldId, useLabel, useVisibleError, type FieldLabel } from './useFieldError';

export interface RadioOption<V> {
  value: V;
  label: FieldLabel;
}

export interface RadioGroupFieldProps<V> {
  name: string;
  label: FieldLabel;
  options: readonly RadioOption<V>[];
  required?: boolean;
  disabled?: boolean;
  helpText?: FieldLabel;
  testId?: string;
}

/**
 * One choice out of a few, as a real radio group (arrow keys move between options). Values of any type: the
 * option's position is what the radios carry, so booleans and numbers survive the round trip through the DOM.
 */
export function RadioGroupField<V>({
  name,
  label,
  options,
  required,
  disabled,
  helpText,
  testId,
}: RadioGroupFieldProps<V>) {
  const { input, meta } = useField<V | undefined>(name, { subscription: FIELD_SUBSCRIPTION });
  const error = useVisibleError(meta);
  const text = useLabel();
  const ref = useRef<SlRadioGroupElement>(null);
  useInnerAriaInvalid(ref, '[role="radiogroup"]', error !== undefined);
  const id = fieldId(name);
  const selected = options.findIndex((option) => option.value === input.value);
  return (
    <SlRadioGroup
      ref={ref}
      id={id}
      className="cc-field"
      data-testid={testId ?? id}
      data-has-error={error !== undefined ? '' : undefined}
      name={name}
      label={text(label)}
      required={required}
      value={selected >= 0 ? String(selected) : ''}
      onSlChange={(event) => {
        const option = options[Number((event.target as SlRadioGroupElement).value)];
        if (option) input.onChange(option.value);
        // A choice is a finished answer: the field counts as touched without waiting for the focus to leave.
        input.onBlur();
      }}
    >
      {options.map((option, index) => (
        <SlRadio key={index} value={String(index)} disabled={disabled} data-testid={`${testId ?? id}-${index}`}>
          {text(option.label)}
        </SlRadio>
      ))}
      {error !== undefined ? (
        <div slot="help-text">
          <ErrorText error={error} id={`${id}-error`} />
        </div>
      ) : helpText !== undefined ? (
        <div slot="help-text">{text(helpText)}</div>
      ) : null}
    </SlRadioGroup>
  );
}

const YES_NO: readonly RadioOption<boolean>[] = [
  { value: true, label: fieldMessages.yes },
  { value: false, label: fieldMessages.no },
];

/** A yes/no question with a boolean value (e.g. whether the family receives a subsidy). */
export function YesNoField(props: Omit<RadioGroupFieldProps<boolean>, 'options'>) {
  return <RadioGroupField<boolean> {...props} options={YES_NO} />;
}
