// "Child(ren) Information": the signed-in family's children to choose from (the child selector) and the children
// added here, each with Update and, when added here, Remove; "Add a Child" opens the dialog. A child added here is
// chosen as it is saved.
import { Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm, useFormState } from 'react-final-form';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { formatRegistrationDate, personDisplayName } from '@cc/core';
import { ErrorText, isErrorLeaf } from '@cc/ui';
import { usePathError } from '@cc/ui/path-error';
import type { ChildDetails } from '@cc/ui/child-dialog';
import { childrenMessages as m } from '../../i18n/messages';
import { useRegistrationData } from '../data';
import { newChildKey } from '../form';
import type { RegistrationChildValues, RegistrationFormValues } from '../form-values';

const ChildDialog = lazy(() => import('@cc/ui/child-dialog').then((mod) => ({ default: mod.ChildDialog })));

type Editing = { kind: 'add' } | { kind: 'update'; child: RegistrationChildValues } | null;

const sameChild = (a: ChildDetails, b: ChildDetails) =>
  a.firstName.trim().toLowerCase() === b.firstName.trim().toLowerCase() &&
  a.lastName.trim().toLowerCase() === b.lastName.trim().toLowerCase() &&
  a.dateOfBirth === b.dateOfBirth;

export function ChildrenStep() {
  const intl = useIntl();
  const form = useForm<RegistrationFormValues>();
  const { values } = useFormState<RegistrationFormValues>({ subscription: { values: true } });
  const { today, region } = useRegistrationData();
  const error = usePathError('selectedChildKeys');
  const [editing, setEditing] = useState<Editing>(null);
  const selected = new Set(values.selectedChildKeys);

  const toggle = (key: string, on: boolean) =>
    form.change(
      'selectedChildKeys',
      on
        ? [...values.selectedChildKeys.filter((k) => k !== key), key]
        : values.selectedChildKeys.filter((k) => k !== key),
    );
  const remove = (key: string) => {
    form.batch(() => {
      form.change(
        'children',
        values.children.filter((child) => child.key !== key),
      );
      form.change(
        'selectedChildKeys',
        values.selectedChildKeys.filter((k) => k !== key),
      );
    });
  };
  const save = (details: ChildDetails) => {
    if (editing?.kind === 'update') {
      form.change(
        'children',
        values.children.map((child) => (child.key === editing.child.key ? { ...child, ...details } : child)),
      );
    } else {
      const key = newChildKey();
      form.batch(() => {
        form.change('children', [...values.children, { key, ...details, programIds: [] }]);
        form.change('selectedChildKeys', [...values.selectedChildKeys, key]);
      });
    }
    setEditing(null);
  };
  const duplicateOf = (details: ChildDetails): string | undefined =>
    values.children.some(
      (child) => (editing?.kind !== 'update' || child.key !== editing.child.key) && sameChild(child, details),
    )
      ? 'registration-duplicate-child'
      : undefined;

  return (
    <div className="cc-reg-step" data-testid="registration-children">
      <h2>{intl.formatMessage(m.yourChildren)}</h2>
      <p className="cc-reg-muted">{intl.formatMessage(m.intro)}</p>
      {values.children.length === 0 ? (
        <p className="cc-reg-hint" data-testid="registration-must-add">
          {intl.formatMessage(m.mustAdd)}
        </p>
      ) : (
        <fieldset
          className="cc-reg-choices"
          aria-describedby={isErrorLeaf(error) ? 'cc-reg-children-error' : undefined}
        >
          <legend className="cc-visually-hidden">{intl.formatMessage(m.yourChildren)}</legend>
          {values.children.map((child) => {
            const name = personDisplayName(child);
            const id = `cc-reg-child-${child.key}`;
            return (
              <div className="cc-reg-choice" key={child.key} data-testid="registration-child" data-name={name}>
                <input
                  id={id}
                  type="checkbox"
                  checked={selected.has(child.key)}
                  onChange={(event) => toggle(child.key, event.target.checked)}
                />
                <label htmlFor={id}>
                  <span className="cc-reg-choice__name">{name}</span>
                  <span className="cc-reg-muted">
                    {intl.formatMessage(m.born, { date: formatRegistrationDate(child.dateOfBirth) })}
                  </span>
                </label>
                {child.externalId === undefined && (
                  <span className="cc-reg-choice__actions">
                    <button type="button" className="cc-reg-link" onClick={() => setEditing({ kind: 'update', child })}>
                      {intl.formatMessage(m.edit, { name })}
                    </button>
                    <button type="button" className="cc-reg-link" onClick={() => remove(child.key)}>
                      {intl.formatMessage(m.remove, { name })}
                    </button>
                  </span>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      <ErrorText error={isErrorLeaf(error) ? error : undefined} id="cc-reg-children-error" />
      <div>
        <SlButton data-testid="registration-add-child" onClick={() => setEditing({ kind: 'add' })}>
          {intl.formatMessage(m.addChild)}
        </SlButton>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <ChildDialog
            open
            initial={editing.kind === 'update' ? editing.child : undefined}
            today={today}
            region={region}
            testId="registration-child-dialog"
            words={{
              title: editing.kind === 'update' ? m.updateTitle : m.addTitle,
              firstName: m.firstName,
              lastName: m.lastName,
              dateOfBirth: m.dateOfBirth,
              cancel: m.cancel,
              save: m.save,
            }}
            check={duplicateOf}
            onCancel={() => setEditing(null)}
            onSave={save}
          />
        </Suspense>
      )}
    </div>
  );
}
