// One contact in a child's section: listed for the child or not, and once listed the relationship (and, for a
// secondary contact, whether they live with the child and the five permissions).
import { useIntl } from 'react-intl';
import { useField } from 'react-final-form';
import { RELATIONSHIP_TYPES } from '@cc/core';
import { ErrorText, isErrorLeaf, useShowErrors, visibleError, type ErrorLeaf } from '@cc/ui';
import { usePathError } from '@cc/ui/path-error';
import { displayName } from '@cc/programs/estimate';
import type { ContactValues } from '../form-values';
import { useReEnrolmentData } from '../data';
import { contactsStepMessages as m } from '../messages';
import { CheckboxRow } from './CheckboxRow';

const PERMISSIONS = [
  'liveWith',
  'emergencyContact',
  'permissionToPickUp',
  'giveMedicalTreatment',
  'giveAmbulanceTransportation',
  'giveConsentRegularOutings',
] as const;

const ERROR_SUB = { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true } as const;

export function ContactRow(props: {
  list: 'primaryContacts' | 'contacts';
  index: number;
  contact: ContactValues;
  childKey: string;
  childName: string;
  onToggle(on: boolean): void;
  onEdit(): void;
}) {
  const { list, index, contact, childKey, childName } = props;
  const intl = useIntl();
  const { phone } = useReEnrolmentData();
  const path = `${list}.${index}`;
  // The contact's own errors (a duplicate, a detail to fix in Edit) show on each row it appears in.
  const error = rowError(usePathError(path));
  const relIndex = contact.relationships.findIndex((r) => r.childKey === childKey);
  const listed = relIndex >= 0;
  const id = `cc-reenrol-${list}-${contact.key}-${childKey}`;
  const name = displayName(contact);
  return (
    <div
      className="cc-reenrol-contact"
      data-testid="reenrol-contact"
      data-name={name}
      data-listed={listed || undefined}
    >
      <div className="cc-reenrol-choice">
        <input type="checkbox" id={id} checked={listed} onChange={(event) => props.onToggle(event.target.checked)} />
        <label htmlFor={id}>
          <span className="cc-reenrol-choice__name">{name}</span>
          <span className="cc-reenrol-muted">
            {[contact.email, phone.formatPhone(contact.phoneNumber.number)].filter(Boolean).join(' · ')}
          </span>
        </label>
        <button type="button" className="cc-reenrol-link" data-testid="reenrol-contact-edit" onClick={props.onEdit}>
          {intl.formatMessage(m.edit, { name })}
        </button>
      </div>
      {listed && error !== undefined && <ErrorText error={error} id={`${id}-error`} />}
      {listed && (
        <div className="cc-reenrol-contact__details">
          <RelationshipSelect
            name={`${path}.relationships.${relIndex}.relationship`}
            label={intl.formatMessage(m.relationship, { child: childName })}
            id={`${id}-relationship`}
          />
          {list === 'contacts' && (
            <fieldset className="cc-reenrol-permissions">
              <legend className="cc-visually-hidden">{intl.formatMessage(m.contactFor, { child: childName })}</legend>
              {PERMISSIONS.map((permission) => (
                <CheckboxRow
                  key={permission}
                  name={`${path}.relationships.${relIndex}.${permission}`}
                  testId={`contact-${permission}`}
                >
                  {intl.formatMessage(m[permission])}
                </CheckboxRow>
              ))}
            </fieldset>
          )}
        </div>
      )}
    </div>
  );
}

function RelationshipSelect({ name, label, id }: { name: string; label: string; id: string }) {
  const intl = useIntl();
  const showErrors = useShowErrors();
  const { input, meta } = useField<string>(name, { subscription: { value: true, ...ERROR_SUB } });
  const error = visibleError(meta, showErrors);
  return (
    <div className="cc-field cc-reenrol-relationship" data-has-error={error !== undefined ? '' : undefined}>
      <label className="cc-native-label" htmlFor={id} data-required="">
        {label}
      </label>
      <select
        id={id}
        className="cc-native-input"
        data-testid="contact-relationship"
        value={input.value ?? ''}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
        required
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={() => input.onBlur()}
      >
        <option value="">{intl.formatMessage(m.chooseRelationship)}</option>
        {RELATIONSHIP_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage(m.relationshipType, { type })}
          </option>
        ))}
      </select>
      {error !== undefined && <ErrorText error={error} id={`${id}-error`} />}
    </div>
  );
}

/** The row's message: the contact's own (a duplicate), else the first of its details that needs fixing in Edit. */
function rowError(error: unknown): ErrorLeaf | undefined {
  if (isErrorLeaf(error)) return error;
  if (!error || typeof error !== 'object') return undefined;
  const fields = error as Record<string, unknown>;
  const phone = (fields.phoneNumber ?? {}) as Record<string, unknown>;
  return [fields.firstName, fields.lastName, fields.email, phone.number, phone.type].find(isErrorLeaf);
}
