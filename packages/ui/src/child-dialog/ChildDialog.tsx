// The add-child (and update-child) modal the flows share (spec: first name, last name, date of birth; document 2
// "Add-child dialog"): its own small form, so a half-typed child never reaches the wizard's values. The flow gives
// the words (re-enrolment's "Save and select", registration's "Add Child" / "Update Child") and the test ids.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Form } from 'react-final-form';
import { object } from 'superstruct';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { checkStruct, dateOfBirthError, PersonName, type FieldError, type Region } from '@cc/core';
import { DateField } from '../date-input/DateField';
import { TextField } from '../fields/TextField';
import { toFormErrors } from '../form/errors';
import { ShowErrorsContext } from '../form/ShowErrorsContext';

export interface ChildDetails {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

const Names = object({ firstName: PersonName, lastName: PersonName });

/** A child the family adds: both names and a date of birth that is a real date, not after today. */
export function validateChildDetails(child: ChildDetails, today: string): FieldError[] {
  const names = checkStruct(Names, { firstName: child.firstName, lastName: child.lastName });
  const errors = names.ok ? [] : names.errors;
  const dob = dateOfBirthError(child.dateOfBirth, today, 'dateOfBirth');
  return dob ? [...errors, dob] : errors;
}

export interface ChildDialogWords {
  title: MessageDescriptor;
  firstName: MessageDescriptor;
  lastName: MessageDescriptor;
  dateOfBirth: MessageDescriptor;
  cancel: MessageDescriptor;
  save: MessageDescriptor;
}

export interface ChildDialogProps {
  open: boolean;
  /** The child being updated; a blank form adds one. */
  initial?: ChildDetails;
  today: string;
  region: Region;
  words: ChildDialogWords;
  /** data-testid of the dialog; its fields and buttons are new-child-first-name, ...-last-name, -dob, -cancel, -save. */
  testId: string;
  /** A rule of the flow's own on the whole child (a child already listed): an error key for the first name. */
  check?(child: ChildDetails): string | undefined;
  onCancel(): void;
  onSave(child: ChildDetails): void;
}

const own = (event: Event) => event.target === event.currentTarget;
const EMPTY: ChildDetails = { firstName: '', lastName: '', dateOfBirth: '' };

export function ChildDialog(props: ChildDialogProps) {
  const intl = useIntl();
  const { words } = props;
  return (
    <Form<ChildDetails>
      key={props.open ? 'open' : 'closed'}
      initialValues={props.initial ?? EMPTY}
      validate={(values) => {
        const errors = validateChildDetails(values, props.today);
        const flowError = errors.length === 0 ? props.check?.(values) : undefined;
        return toFormErrors(flowError ? [{ path: 'firstName', key: flowError }] : errors, values);
      }}
      onSubmit={(values) =>
        props.onSave({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          dateOfBirth: values.dateOfBirth,
        })
      }
      render={({ handleSubmit, submitFailed }) => (
        <SlDialog
          data-testid={props.testId}
          label={intl.formatMessage(words.title)}
          open={props.open}
          onSlRequestClose={(event) => {
            if (own(event)) props.onCancel();
          }}
        >
          <ShowErrorsContext.Provider value={submitFailed === true}>
            <div className="cc-child-dialog-fields">
              <TextField
                name="firstName"
                label={words.firstName}
                autocomplete="off"
                required
                testId="new-child-first-name"
              />
              <TextField
                name="lastName"
                label={words.lastName}
                autocomplete="off"
                required
                testId="new-child-last-name"
              />
              <DateField
                name="dateOfBirth"
                label={words.dateOfBirth}
                region={props.region}
                max={props.today}
                required
                testId="new-child-dob"
              />
            </div>
          </ShowErrorsContext.Provider>
          <SlButton slot="footer" data-testid="new-child-cancel" onClick={props.onCancel}>
            {intl.formatMessage(words.cancel)}
          </SlButton>
          <SlButton slot="footer" variant="primary" data-testid="new-child-save" onClick={() => void handleSubmit()}>
            {intl.formatMessage(words.save)}
          </SlButton>
        </SlDialog>
      )}
    />
  );
}
