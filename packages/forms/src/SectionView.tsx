import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { FormSection } from '@cc/core/forms';
import { ErrorText, FIELD_SUBSCRIPTION, fieldId, useVisibleError } from '@cc/ui';
import { useField } from 'react-final-form';
import { useFormRenderer } from './context';
import { FieldGrid } from './FormFieldView';
import { formRendererMessages as m } from './messages';
import { itemPath } from './paths';

export interface SectionViewProps {
  section: FormSection;
  values: Record<string, unknown>;
}

/** A new repeated item: its own id, which selectors (children, contacts) and the server's checks refer to. */
export function newItem(): Record<string, unknown> {
  return { id: crypto.randomUUID() };
}

/** A child's or contact's name, once typed, beside "Child 2". */
const itemName = (item: unknown) => {
  const { firstName, lastName } = (item ?? {}) as { firstName?: unknown; lastName?: unknown };
  return [firstName, lastName].filter((p) => typeof p === 'string' && p.trim() !== '').join(' ');
};

/** A section of fields, or a fieldset the family repeats (one per child, per contact) with its minimum. */
export function SectionView({ section, values }: SectionViewProps) {
  if (!section.repeatable)
    return (
      <section className="cc-form-section" aria-labelledby={`cc-section-${section.id}`}>
        {section.title && (
          <h3 className="cc-form-section__title" id={`cc-section-${section.id}`}>
            {section.title}
          </h3>
        )}
        <FieldGrid fields={section.fields} prefix="" scope="" values={values} />
      </section>
    );
  return <RepeatedSection section={section} values={values} />;
}

function RepeatedSection({ section, values }: SectionViewProps) {
  const intl = useIntl();
  const form = useForm();
  const { mode, isLocked } = useFormRenderer();
  const { meta } = useField(section.id, { subscription: FIELD_SUBSCRIPTION });
  const listError = useVisibleError(meta);
  const items = Array.isArray(values[section.id]) ? (values[section.id] as unknown[]) : [];
  const { min, max } = section.repeatable!;
  const id = fieldId(section.id);
  const editable = mode === 'edit';
  const title = section.itemTitle ?? section.title;
  const remove = (index: number) =>
    form.change(
      section.id,
      items.filter((_, i) => i !== index),
    );
  return (
    <section className="cc-form-section" aria-labelledby={`cc-section-${section.id}`}>
      <h3 className="cc-form-section__title" id={`cc-section-${section.id}`}>
        {section.title}
      </h3>
      {items.length === 0 && <p className="cc-native-help">{intl.formatMessage(m.noItems)}</p>}
      {items.map((_, index) => (
        <fieldset key={index} className="cc-form-item" data-testid={`cc-item-${section.id}-${index}`}>
          <legend className="cc-form-item__legend">
            {intl.formatMessage(m.itemTitle, { title, number: index + 1 })}
            {itemName(items[index]) && <span className="cc-form-item__name">: {itemName(items[index])}</span>}
          </legend>
          <FieldGrid
            fields={section.fields}
            prefix={itemPath(section, index)}
            scope={itemPath(section, index)}
            values={values}
          />
          {editable && items.length > min && isLocked?.(itemPath(section, index)) !== true && (
            <SlButton size="small" variant="text" onClick={() => remove(index)}>
              {intl.formatMessage(m.removeItem, { title, number: index + 1 })}
            </SlButton>
          )}
        </fieldset>
      ))}
      <div
        id={id}
        tabIndex={-1}
        data-field
        className="cc-form-section__list-error"
        aria-describedby={listError !== undefined ? `${id}-error` : undefined}
      >
        {listError !== undefined && <ErrorText error={listError} id={`${id}-error`} />}
      </div>
      {editable && items.length < max && (
        <SlButton
          size="small"
          data-testid={`cc-add-${section.id}`}
          onClick={() => form.change(section.id, [...items, newItem()])}
        >
          {intl.formatMessage(m.addItem, { title })}
        </SlButton>
      )}
    </section>
  );
}
