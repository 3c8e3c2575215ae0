// Step 3, contacts (spec: "Contact for {child}" per chosen child, primary and secondary contacts with the
// relationship and the five permissions). A contact added or edited here changes the family's contacts on submit.
import { useState } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { asksHasContact } from '@cc/core';
import { ErrorText, YesNoField, isErrorLeaf } from '@cc/ui';
import { usePathError } from '@cc/ui/path-error';
import { displayName } from '@cc/programs/estimate';
import { useReEnrolmentData } from '../data';
import { emptyContact, knownRelationship, newRelationship } from '../form';
import type { ChildValues, ContactValues, ReEnrolmentFormValues } from '../form-values';
import { contactsStepMessages as m } from '../messages';
import { childContactsPath } from '../validation';
import { ContactDialog, type ContactDraft } from './ContactDialog';
import { ContactRow } from './ContactRow';

type ListName = 'primaryContacts' | 'contacts';

function FieldError({ name }: { name: string }) {
  const error = usePathError(name);
  return isErrorLeaf(error) ? <ErrorText error={error} id={`cc-reenrol-${name.replace(/\./g, '-')}-error`} /> : null;
}

export function ContactsStep() {
  const intl = useIntl();
  const data = useReEnrolmentData();
  const form = useForm<ReEnrolmentFormValues>();
  const { values } = useFormState<ReEnrolmentFormValues>({ subscription: { values: true } });
  const [draft, setDraft] = useState<(ContactDraft & { childKey?: string; list?: ListName }) | null>(null);
  const [dialogMounted, setDialogMounted] = useState(false);
  const asks = asksHasContact(data.contactSettings);
  const showOthers = !asks || values.hasContact === true;

  const toggle = (list: ListName, index: number, childKey: string, on: boolean) => {
    const current = form.getState().values;
    const contacts = [...current[list]];
    const contact = contacts[index]!;
    const child = current.familyChildren.find((c) => c.key === childKey)!;
    contacts[index] = {
      ...contact,
      relationships: on
        ? [...contact.relationships, knownRelationship(data.account, contact, child, list === 'primaryContacts')]
        : contact.relationships.filter((r) => r.childKey !== childKey),
    };
    form.change(list, contacts);
  };
  const open = (next: NonNullable<typeof draft>) => {
    setDialogMounted(true);
    setDraft(next);
  };
  const save = (contact: ContactValues, primary: boolean) => {
    const current = form.getState().values;
    if (draft?.editing && draft.list) {
      form.change(
        draft.list,
        current[draft.list].map((c) => (c.key === contact.key ? { ...contact, relationships: c.relationships } : c)),
      );
    } else if (draft?.childKey) {
      const list: ListName = primary ? 'primaryContacts' : 'contacts';
      const added = { ...contact, relationships: [newRelationship(draft.childKey, primary)] };
      form.change(list, [...current[list], added]);
    }
    setDraft(null);
  };

  return (
    <div className="cc-reenrol-step" data-testid="reenrol-contacts-step">
      <h2>{intl.formatMessage(m.title)}</h2>
      <p className="cc-reenrol-muted">{intl.formatMessage(m.intro)}</p>
      {asks && <YesNoField name="hasContact" label={m.hasContact} required testId="reenrol-has-contact" />}
      <FieldError name="contacts" />
      {values.children.map((child, index) => (
        <ChildContacts
          key={child.key}
          child={child}
          index={index}
          values={values}
          showOthers={showOthers}
          onToggle={toggle}
          onEdit={(list, contact) => open({ contact, primary: list === 'primaryContacts', editing: true, list })}
          onAdd={() => open({ contact: emptyContact(), primary: false, editing: false, childKey: child.key })}
        />
      ))}
      {dialogMounted && (
        <ContactDialog draft={draft} phone={data.phone} onCancel={() => setDraft(null)} onSave={save} />
      )}
    </div>
  );
}

function ChildContacts(props: {
  child: ChildValues;
  index: number;
  values: ReEnrolmentFormValues;
  showOthers: boolean;
  onToggle(list: ListName, index: number, childKey: string, on: boolean): void;
  onEdit(list: ListName, contact: ContactValues): void;
  onAdd(): void;
}) {
  const { child, index, values } = props;
  const intl = useIntl();
  const name = displayName(child);
  const headingId = `cc-reenrol-contacts-${child.key}`;
  const rows = (list: ListName) =>
    values[list].map((contact, i) => (
      <ContactRow
        key={contact.key}
        list={list}
        index={i}
        contact={contact}
        childKey={child.key}
        childName={name}
        onToggle={(on) => props.onToggle(list, i, child.key, on)}
        onEdit={() => props.onEdit(list, contact)}
      />
    ));
  return (
    <details className="cc-reenrol-accordion" open data-testid="reenrol-child-contacts">
      <summary id={headingId}>{intl.formatMessage(m.contactFor, { child: name })}</summary>
      <FieldError name={childContactsPath(index)} />
      <div className="cc-reenrol-contact-group" role="group" aria-labelledby={`${headingId}-primary`}>
        <h3 id={`${headingId}-primary`}>{intl.formatMessage(m.primary)}</h3>
        <p className="cc-reenrol-muted">{intl.formatMessage(m.primaryHint)}</p>
        {rows('primaryContacts')}
      </div>
      {props.showOthers && (
        <div className="cc-reenrol-contact-group" role="group" aria-labelledby={`${headingId}-others`}>
          <h3 id={`${headingId}-others`}>{intl.formatMessage(m.others)}</h3>
          <p className="cc-reenrol-muted">{intl.formatMessage(m.othersHint)}</p>
          {values.contacts.length === 0 ? <p>{intl.formatMessage(m.noOthers)}</p> : rows('contacts')}
        </div>
      )}
      <SlButton size="small" data-testid="reenrol-add-contact" onClick={props.onAdd}>
        {intl.formatMessage(m.add)}
      </SlButton>
    </details>
  );
}
