import { useEffect } from 'react';
import { getIn } from 'final-form';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { clearsOnReverse, fieldState, selectorChoices, type FormField } from '@cc/core/forms';
import { CheckboxField, PhoneField, RadioGroupField, TextField } from '@cc/ui';
import { DateField } from '@cc/ui/date-field';
import { useFormRenderer } from './context';
import { AddressField } from './fields/AddressField';
import { CheckboxGroupField } from './fields/CheckboxGroupField';
import { DocumentField } from './fields/DocumentField';
import { HtmlTextBlock } from './fields/HtmlTextBlock';
import { SelectField } from './fields/SelectField';
import { SignatureField } from './fields/SignatureField';
import { GroupField } from './fields/GroupField';
import { formRendererMessages as m } from './messages';
import { joinPath } from './paths';
import { LockedAnswer } from './review/LockedAnswer';

export interface FormFieldViewProps {
  field: FormField;
  /** The field's final-form name (`children.0.firstName`). */
  path: string;
  /** Where its conditions look first: the repeated item or group it sits in. */
  scope: string;
  /** The whole form's answers, which its conditions read. */
  values: Record<string, unknown>;
}

/**
 * One field of a centre's form, as its behaviours make it with these answers: hidden, disabled or required, and
 * emptied when a clearOnReverse condition stops holding. The same @cc/core rules decide on the server.
 */
export function FormFieldView({ field, path, scope, values }: FormFieldViewProps) {
  const intl = useIntl();
  const form = useForm();
  const { mode, isLocked, region } = useFormRenderer();
  const state = fieldState(field, values, scope);
  const clear = clearsOnReverse(field, values, scope);
  useEffect(() => {
    // Cleared after the render that hid it: final-form's change must not happen while React renders.
    // By the value, not a registered field: a phone, an address or a group registers only its parts.
    if (clear && getIn(form.getState().values, path) !== undefined) form.change(path, undefined);
  }, [clear, form, path]);
  if (!state.visible) return null;
  // An answer that cannot change any more is shown as the answer, not as a dimmed control.
  if (isLocked?.(path) === true && field.type !== 'HtmlText')
    return <LockedAnswer field={field} path={path} values={values} />;
  const disabled = !state.enabled || mode !== 'edit';
  const required = state.required;
  const help = field.type === 'HtmlText' ? undefined : field.text;
  const common = { name: path, label: field.label, required, disabled };

  switch (field.type) {
    case 'Text':
      return <TextField {...common} helpText={help} />;
    case 'Email':
      return <TextField {...common} type="email" autocomplete="email" inputmode="email" helpText={help} />;
    case 'Crn':
      return <TextField {...common} autocomplete="off" helpText={help} />;
    case 'PhoneNumber':
      return <PhoneField name={path} label={field.label} required={required} disabled={disabled} />;
    case 'Date':
      return <DateField {...common} region={region} helpText={help} />;
    case 'Combo':
      return <SelectField {...common} options={field.options ?? []} helpText={help} />;
    case 'Radio':
      return <RadioGroupField {...common} options={field.options ?? []} helpText={help} />;
    case 'MultiSelectCombo':
      return <CheckboxGroupField {...common} options={field.options ?? []} helpText={help} />;
    case 'Checkbox':
      return field.isMulti ? (
        <CheckboxGroupField {...common} options={field.options ?? []} helpText={help} />
      ) : (
        <CheckboxField {...common} />
      );
    case 'ChildrenSelector':
    case 'ContactSelector':
      return (
        <CheckboxGroupField
          {...common}
          options={selectorChoices(values, field.type)}
          emptyText={intl.formatMessage(field.type === 'ChildrenSelector' ? m.noChildren : m.noContacts)}
          helpText={help}
        />
      );
    case 'Document':
      return <DocumentField {...common} helpText={help} />;
    case 'Address':
      return <AddressField {...common} />;
    case 'Signature':
      return <SignatureField {...common} />;
    case 'HtmlText':
      return (
        <div className="cc-form-text">
          {field.label && <h4 className="cc-form-text__title">{field.label}</h4>}
          <HtmlTextBlock html={field.text ?? ''} testId={`cc-html-${path}`} />
        </div>
      );
    case 'GroupedFields':
    case 'CompositionField':
      return (
        <GroupField field={field} path={path}>
          <FieldGrid fields={field.fields ?? []} prefix={path} scope={path} values={values} />
        </GroupField>
      );
  }
}

export interface FieldGridProps {
  fields: readonly FormField[];
  prefix: string;
  scope: string;
  values: Record<string, unknown>;
}

// The grid lives beside the field view because each holds the other (a group's parts are a grid of fields): in two
// modules they would import each other.
/** Fields on the form's 12-column grid: short 3, mid 6, mid-long 9, long 12 columns (all full width on a phone). */
export function FieldGrid({ fields, prefix, scope, values }: FieldGridProps) {
  return (
    <div className="cc-form-grid">
      {fields.map((field) => {
        const path = joinPath(prefix, field.name);
        return (
          <div key={path} className={`cc-form-cell cc-form-cell--${field.size}`}>
            <FormFieldView field={field} path={path} scope={scope} values={values} />
          </div>
        );
      })}
    </div>
  );
}
