// The re-enrolment form's values: the family's choice as @cc/programs reads and writes it (centre, children with
// their schedules, program groups, cwaConsent), plus the account, its contacts and the review's answers. Kept apart
// from the API's shapes; form.ts maps them.
import type { PhoneType, RelationshipType } from '@cc/core';
import type { ChildValues, ProgramChoiceValues } from '@cc/programs';

/** A child the family could re-enrol: one of the account's, or one added in the wizard (no id). */
export interface FamilyChildValues {
  key: string;
  id?: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

/** A contact's place in one child's life: the relationship and the five permissions (and whether they live together). */
export interface RelationshipValues {
  childKey: string;
  /** Empty until the family chooses one. */
  relationship: RelationshipType | '';
  liveWith: boolean;
  emergencyContact: boolean;
  permissionToPickUp: boolean;
  giveMedicalTreatment: boolean;
  giveAmbulanceTransportation: boolean;
  giveConsentRegularOutings: boolean;
}

export interface ContactValues {
  key: string;
  /** A contact of the account; absent for one added in the wizard. */
  id?: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: { number: string; type: PhoneType | '' };
  /** One entry per chosen child this contact is listed for. */
  relationships: RelationshipValues[];
}

export interface ReEnrolmentFormValues extends ProgramChoiceValues {
  accountId: string;
  /** Every child the family could choose; `children` holds the chosen ones, in this order. */
  familyChildren: FamilyChildValues[];
  primaryContacts: ContactValues[];
  contacts: ContactValues[];
  /** Asked only when the business needs no second contact (minContacts 0). */
  hasContact?: boolean | null;
  /** The centre's request, when the family came by its link. */
  reenrollmentBatchId?: string;
  familyReceivesSubsidy?: boolean | null;
  tcAgreed: boolean;
}

export type { ChildValues };
