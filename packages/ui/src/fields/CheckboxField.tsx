import { useRef, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import type SlCheckboxElement from '@shoelace-style/shoelace/dist/components/checkbox/checkbox.component.js';
import { ErrorText } from '../form/ErrorText';
import { useInnerAriaInvalid } from './innerAria';
import { FIELD_SUBSCRIPTION, fieldId, useLabel, useVisibleError, type FieldLabel } from './useFieldError';

export interface CheckboxFieldProps {
  name: string;
  /** The label; a node when it holds a link (terms, agreements). */
  label: FieldLabel | ReactNode;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** A boolean checkbox bound to the form (consents, agreements). */
export function CheckboxField({ name, label, required, disabled, testId }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean>(name, { subscription: FIELD_SUBSCRIPTION });
  const error = useVisibleError(meta);
  const text = useLabel();
  const ref = useRef<SlCheckboxElement>(null);
  useInnerAriaInvalid(ref, 'input[type="checkbox"]', error !== undefined);
  const id = fieldId(name);
  const content: ReactNode = typeof label === 'string' || isDescriptor(label) ? text(label) : (label as ReactNode);
  return (
    <SlCheckbox
      ref={ref}
      id={id}
      className="cc-field"
      data-testid={testId ?? id}
      data-has-error={error !== undefined ? '' : undefined}
      name={name}
      required={required}
      disabled={disabled}
      checked={input.value === true}
      onSlChange={(event) => {
        input.onChange((event.target as SlCheckboxElement).checked);
        input.onBlur();
      }}
    >
      {content}
      {error !== undefined && (
        <div slot="help-text">
          <ErrorText error={error} id={`${id}-error`} />
        </div>
      )}
    </SlCheckbox>
  );
}

function isDescriptor(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && 'id' in value && !('$$typeof' in value);
}
