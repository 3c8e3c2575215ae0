// The add-child modal (spec: first name, last name, date of birth, Cancel and "Save and select"). Its own small
// form, so a half-typed child never reaches the wizard's values; the new child is chosen as it is saved.
import { useIntl } from 'react-intl';
import { Form } from 'react-final-form';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import type { Region } from '@cc/core';
import { ShowErrorsContext, TextField, toFormErrors } from '@cc/ui';
import { DateField } from '@cc/ui/date-field';
import { newKey } from '../form';
import type { FamilyChildValues } from '../form-values';
import { childrenStepMessages as m } from '../messages';
import { validateNewChild } from '../validation';

type NewChild = Pick<FamilyChildValues, 'firstName' | 'lastName' | 'dateOfBirth'>;

const own = (event: Event) => event.target === event.currentTarget;
const EMPTY: NewChild = { firstName: '', lastName: '', dateOfBirth: '' };

export function AddChildDialog(props: {
  open: boolean;
  today: string;
  region: Region;
  onCancel(): void;
  onSave(child: FamilyChildValues): void;
}) {
  const intl = useIntl();
  return (
    <Form<NewChild>
      key={props.open ? 'open' : 'closed'}
      initialValues={EMPTY}
      validate={(values) => toFormErrors(validateNewChild(values, props.today), values)}
      onSubmit={(values) =>
        props.onSave({
          key: newKey(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          dateOfBirth: values.dateOfBirth,
        })
      }
      render={({ handleSubmit, submitFailed }) => (
        <SlDialog
          data-testid="reenrol-add-child-dialog"
          label={intl.formatMessage(m.addTitle)}
          open={props.open}
          onSlRequestClose={(event) => {
            if (own(event)) props.onCancel();
          }}
        >
          <ShowErrorsContext.Provider value={submitFailed === true}>
            <div className="cc-reenrol-dialog-fields">
              <TextField
                name="firstName"
                label={m.firstName}
                autocomplete="off"
                required
                testId="new-child-first-name"
              />
              <TextField name="lastName" label={m.lastName} autocomplete="off" required testId="new-child-last-name" />
              <DateField
                name="dateOfBirth"
                label={m.dateOfBirth}
                region={props.region}
                max={props.today}
                required
                testId="new-child-dob"
              />
            </div>
          </ShowErrorsContext.Provider>
          <SlButton slot="footer" data-testid="new-child-cancel" onClick={props.onCancel}>
            {intl.formatMessage(m.cancel)}
          </SlButton>
          <SlButton slot="footer" variant="primary" data-testid="new-child-save" onClick={() => void handleSubmit()}>
            {intl.formatMessage(m.saveAndSelect)}
          </SlButton>
        </SlDialog>
      )}
    />
  );
}
