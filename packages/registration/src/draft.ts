// A new family's registration in progress, kept in local storage by @cc/ui's draft store (per link code): a family
// whose phone reloads the page comes back to the step it was on, with what it typed and the same idempotency key.
// A returning family's form is not kept: its session ends with the page, and its children come from the account.
import { PHONE_TYPES } from '@cc/core';
import { createDraftStore, type Draft, type DraftStore } from '@cc/ui/draft';
import { array, boolean, enums, object, optional, string } from 'superstruct';
import type { RegistrationFormValues } from './wizard/form-values';

export type RegistrationDraft = Draft<RegistrationFormValues>;

const ValuesStruct = object({
  firstName: string(),
  lastName: string(),
  email: string(),
  phoneNumber: object({ number: string(), type: optional(enums(PHONE_TYPES)) }),
  familyReceivesSubsidy: optional(boolean()),
  children: array(
    object({
      key: string(),
      externalId: optional(string()),
      firstName: string(),
      lastName: string(),
      dateOfBirth: string(),
      programIds: array(string()),
    }),
  ),
  selectedChildKeys: array(string()),
});

/** The registration's drafts (`cc-registration:draft:link:...`). */
export const registrationDrafts: DraftStore<RegistrationFormValues> = createDraftStore({
  flow: 'registration',
  values: ValuesStruct,
  version: 1,
});
