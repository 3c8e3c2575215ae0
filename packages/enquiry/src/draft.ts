// The enquiry in progress, kept in local storage by @cc/ui's draft store: what the enquiry's values look like, so a
// draft of another release, another product on the same origin or a hand edit is dropped.
import { PHONE_TYPES } from '@cc/core';
import { ChildValuesStruct, SelectedCenterStruct } from '@cc/programs/values';
import { createDraftStore, linkCodeMemory, type Draft, type DraftStore } from '@cc/ui/draft';
import { array, boolean, enums, object, optional, string } from 'superstruct';
import type { EnquiryFormValues } from './form-values';

export const DRAFT_VERSION = 1;

export type EnquiryDraft = Draft<EnquiryFormValues>;

const ValuesStruct = object({
  businessId: string(),
  selectedCenter: optional(SelectedCenterStruct),
  firstName: string(),
  lastName: string(),
  email: string(),
  phoneNumber: object({ number: string(), type: optional(enums(PHONE_TYPES)) }),
  familyReceivesSubsidy: optional(boolean()),
  children: array(ChildValuesStruct),
  selectedProgramGroup: array(string()),
  cwaConsent: boolean(),
  createdBy: optional(string()),
});

/** The enquiry's drafts (`cc-enquiry:draft:...`); the store itself is @cc/ui's. */
export const enquiryDrafts: DraftStore<EnquiryFormValues> = createDraftStore({
  flow: 'enquiry',
  values: ValuesStruct,
  version: DRAFT_VERSION,
});

export const draftKey = enquiryDrafts.key;
export const loadDraft = enquiryDrafts.load;
export const saveDraft = enquiryDrafts.save;
export const clearDraft = enquiryDrafts.clear;

const linkCode = linkCodeMemory('enquiry');
export const rememberLinkCode = linkCode.remember;
export const rememberedLinkCode = linkCode.remembered;
