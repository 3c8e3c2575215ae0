// Adding or editing a contact (names, email, phone with its type; a new one may be a primary contact). Its own small
// form: the wizard's values change only on Save, and the family's contacts on the server only on submit.
import { useIntl } from 'react-intl';
import { Form } from 'react-final-form';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { PhoneField, ShowErrorsContext, TextField, toFormErrors, type PhoneRules } from '@cc/ui';
import type { ContactValues } from '../form-values';
import { contactsStepMessages as m } from '../messages';
import { validateContact } from '../validation';
import { CheckboxRow } from './CheckboxRow';

export interface ContactDraft {
  contact: ContactValues;
  primary: boolean;
  /** Editing a listed contact: whether it is primary is not asked again. */
  editing: boolean;
}

type DialogValues = ContactValues & { primary: boolean };

const own = (event: Event) => event.target === event.currentTarget;

export function ContactDialog(props: {
  draft: ContactDraft | null;
  phone: PhoneRules;
  onCancel(): void;
  onSave(contact: ContactValues, primary: boolean): void;
}) {
  const intl = useIntl();
  const { draft } = props;
  return (
    <Form<DialogValues>
      key={draft?.contact.key ?? 'closed'}
      initialValues={draft ? { ...draft.contact, primary: draft.primary } : undefined}
      validate={(values) =>
        values.firstName === undefined ? {} : toFormErrors(validateContact(values, values.primary, props.phone), values)
      }
      onSubmit={({ primary, ...contact }) => props.onSave(contact, primary)}
      render={({ handleSubmit, submitFailed }) => (
        <SlDialog
          data-testid="reenrol-contact-dialog"
          label={intl.formatMessage(draft?.editing ? m.editTitle : m.addTitle)}
          open={draft !== null}
          onSlRequestClose={(event) => {
            if (own(event)) props.onCancel();
          }}
        >
          {draft && (
            <ShowErrorsContext.Provider value={submitFailed === true}>
              <div className="cc-reenrol-dialog-fields">
                <div className="cc-field-row">
                  <TextField
                    name="firstName"
                    label={m.firstName}
                    autocomplete="off"
                    required
                    testId="contact-first-name"
                  />
                  <TextField
                    name="lastName"
                    label={m.lastName}
                    autocomplete="off"
                    required
                    testId="contact-last-name"
                  />
                </div>
                <TextField name="email" label={m.email} type="email" autocomplete="off" testId="contact-email" />
                <PhoneField name="phoneNumber" required testId="contact-phone" />
                {!draft.editing && (
                  <CheckboxRow name="primary" testId="contact-primary">
                    {intl.formatMessage(m.isPrimary)}
                  </CheckboxRow>
                )}
              </div>
            </ShowErrorsContext.Provider>
          )}
          <SlButton slot="footer" data-testid="contact-cancel" onClick={props.onCancel}>
            {intl.formatMessage(m.cancel)}
          </SlButton>
          <SlButton slot="footer" variant="primary" data-testid="contact-save" onClick={() => void handleSubmit()}>
            {intl.formatMessage(m.save)}
          </SlButton>
        </SlDialog>
      )}
    />
  );
}
