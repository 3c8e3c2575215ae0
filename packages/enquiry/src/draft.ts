// The enquiry in progress, kept in local storage so a family who leaves and comes back finds what they typed, at
// the step they were on, with the same idempotency key (a retry after a lost response returns the first result).
// Stored per link code, or per business when the element is embedded without one. What is read back is checked
// with superstruct: a draft of another release, another product on the same origin or a hand edit is dropped.
import { CARE_TYPES, CYCLE_TYPES, PHONE_TYPES, WEEKDAYS, WEEKS } from '@cc/core';
import {
  array,
  boolean,
  enums,
  integer,
  literal,
  mask,
  min,
  nullable,
  number,
  object,
  optional,
  size,
  string,
} from 'superstruct';
import type { EnquiryFormValues } from './form-values';

export const DRAFT_VERSION = 1;

export interface EnquiryDraft {
  version: typeof DRAFT_VERSION;
  values: EnquiryFormValues;
  /** Wizard position. */
  step: number;
  page: number;
  idempotencyKey: string;
}

const ScheduleStruct = object({
  programId: string(),
  programName: string(),
  className: optional(nullable(string())),
  careType: enums(CARE_TYPES),
  feeId: optional(nullable(string())),
  availablePlaces: number(),
  cycleType: enums(CYCLE_TYPES),
  days: array(object({ dayOfWeek: enums(WEEKDAYS), week: enums(WEEKS) })),
  startDate: string(),
  isEarlyBirdSignUp: optional(boolean()),
  programStartDate: optional(string()),
  programEndDate: optional(nullable(string())),
  minEnrolmentDays: optional(nullable(number())),
  maxEnrolmentDays: optional(nullable(number())),
});

const ValuesStruct = object({
  businessId: string(),
  selectedCenter: optional(object({ id: string(), name: string() })),
  firstName: string(),
  lastName: string(),
  email: string(),
  phoneNumber: object({ number: string(), type: optional(enums(PHONE_TYPES)) }),
  familyReceivesSubsidy: optional(boolean()),
  children: array(
    object({
      key: size(string(), 1, 100),
      firstName: string(),
      lastName: string(),
      dateOfBirth: string(),
      programSchedules: array(ScheduleStruct),
    }),
  ),
  selectedProgramGroup: array(string()),
  cwaConsent: boolean(),
  createdBy: optional(string()),
});

const DraftStruct = object({
  version: literal(DRAFT_VERSION),
  values: ValuesStruct,
  step: min(integer(), 0),
  page: min(integer(), 0),
  idempotencyKey: size(string(), 8, 100),
});

const PREFIX = 'cc-enquiry:draft:';

/** The storage key: per link code, else per business; none when neither is known yet. */
export function draftKey(scope: { linkCode?: string; businessId?: string }): string | undefined {
  if (scope.linkCode) return `${PREFIX}link:${scope.linkCode}`;
  if (scope.businessId) return `${PREFIX}business:${scope.businessId}`;
  return undefined;
}

/** Local storage when the page may use it (it throws in some private modes and sandboxed frames). */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored draft, or undefined; anything unreadable is removed so it cannot fail again. */
export function loadDraft(storage: Storage | undefined, key: string | undefined): EnquiryDraft | undefined {
  if (!storage || !key) return undefined;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    // mask() also strips fields this release does not know, so old extras never reach the form.
    return mask(JSON.parse(raw), DraftStruct) as EnquiryDraft;
  } catch {
    removeQuietly(storage, key);
    return undefined;
  }
}

export function saveDraft(storage: Storage | undefined, key: string | undefined, draft: EnquiryDraft): void {
  if (!storage || !key) return;
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or refused storage: the family can still finish in this visit; only resuming later is lost.
  }
}

export function clearDraft(storage: Storage | undefined, key: string | undefined): void {
  if (storage && key) removeQuietly(storage, key);
}

function removeQuietly(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing else to do
  }
}

const LINK_CODE_KEY = 'cc-enquiry:link-code';

/** The landing page keeps the link code (spec: "the link code is kept in local storage") for the form route. */
export function rememberLinkCode(storage: Storage | undefined, linkCode: string): void {
  try {
    storage?.setItem(LINK_CODE_KEY, linkCode);
  } catch {
    // The form then asks for the centre again; nothing is lost.
  }
}

export function rememberedLinkCode(storage: Storage | undefined): string | undefined {
  try {
    const value = storage?.getItem(LINK_CODE_KEY);
    return value && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
