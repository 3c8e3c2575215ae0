// The registration wizard's form values, kept apart from the API's input (form.ts maps them).
import type { PhoneType } from '@cc/core';

export interface RegistrationChildValues {
  /** The child's id on the family's account, or a key made for a child added here. */
  key: string;
  /** Set for a child the signed-in family already has (its id); the submission names it by externalId. */
  externalId?: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** The programs the child registers for. */
  programIds: string[];
}

export interface RegistrationFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: { number: string; type?: PhoneType };
  familyReceivesSubsidy?: boolean;
  /** Every child the form knows: the signed-in family's, then those added here. */
  children: RegistrationChildValues[];
  /** The keys of the children registering now, in the order they were ticked. */
  selectedChildKeys: string[];
}
