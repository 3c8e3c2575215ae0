// The enquiry form's values, as the widget holds them while the family types. They are kept apart from the
// GraphQL input (form.ts maps one to the other) so a change to the API never reshapes the form, and so a draft in
// local storage stays readable across releases.
import type { PhoneType } from '@cc/core';
import type { ProgramChoiceValues } from '@cc/programs';

export type { ChildValues, ProgramScheduleValues, SelectedCenterValues } from '@cc/programs';

export interface EnquiryFormValues extends ProgramChoiceValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: { number: string; type?: PhoneType };
  /** Asked only when the centre's settings say askFamilyAboutSubsidy. */
  familyReceivesSubsidy?: boolean;
  /** The staff id when centre staff fill the form for a family. */
  createdBy?: string;
}
