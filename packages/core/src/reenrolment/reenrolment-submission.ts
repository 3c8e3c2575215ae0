import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  nullable,
  object,
  optional,
  size,
  string,
  type Infer,
} from 'superstruct';
import { RELATIONSHIP_TYPES } from '../domain/relationships';
import { Email } from '../email';
import { PersonName } from '../identity';
import { WireDate } from '../dates';
import { phoneStruct, type PhoneCountry } from '../phone';
import { IdempotencyKey, INQUIRY_LIMITS, InquiryProgramSchedule, Uuid } from '../inquiry';
import { checkStruct, type FieldError, type Validation } from '../validation/result';
import { DEFAULT_SECOND_CONTACT_SETTINGS, reEnrolmentRuleErrors } from './reenrolment-rules';
import type { SecondContactSettings } from '../counts';

/** A family's worth of contacts; the enquiry's limits hold for children and schedules. */
export const REENROLMENT_LIMITS = { primaryContacts: 10, contacts: 20 } as const;

/** Blank is "no email": a secondary contact may have none; a primary contact's is required by the rules. */
const OptionalEmail = coerce(optional(nullable(Email)), string(), (value) => (value.trim() === '' ? null : value));

export const ReEnrolmentRelationship = object({
  childIndex: integer(),
  relationship: enums(RELATIONSHIP_TYPES),
  liveWith: boolean(),
  emergencyContact: boolean(),
  permissionToPickUp: boolean(),
  giveMedicalTreatment: boolean(),
  giveAmbulanceTransportation: boolean(),
  giveConsentRegularOutings: boolean(),
});

function contactStruct(country: PhoneCountry) {
  return object({
    id: optional(nullable(Uuid)),
    firstName: PersonName,
    lastName: PersonName,
    email: OptionalEmail,
    phoneNumber: phoneStruct(country),
    relationships: size(array(ReEnrolmentRelationship), 0, INQUIRY_LIMITS.children),
  });
}

export const ReEnrolmentChild = object({
  /** The account's child; absent or the all-zero id for a child added in the wizard. */
  id: optional(nullable(Uuid)),
  firstName: PersonName,
  lastName: PersonName,
  dateOfBirth: WireDate,
  // An empty list passes here: the programs step's rule names the child ("at-least-one-program").
  programSchedules: size(array(InquiryProgramSchedule), 0, INQUIRY_LIMITS.schedulesPerChild),
});

/** OfferEnquiryInput as the re-enrolment widget sends it; phones are read for the business's country. */
function submissionStruct(country: PhoneCountry) {
  const contact = contactStruct(country);
  return object({
    idempotencyKey: IdempotencyKey,
    accountId: Uuid,
    businessId: Uuid,
    selectedCenter: object({ id: Uuid }),
    children: size(array(ReEnrolmentChild), 1, INQUIRY_LIMITS.children),
    primaryContacts: size(array(contact), 1, REENROLMENT_LIMITS.primaryContacts),
    contacts: size(array(contact), 0, REENROLMENT_LIMITS.contacts),
    reenrollmentBatchId: optional(nullable(Uuid)),
    familyReceivesSubsidy: optional(nullable(boolean())),
    cwaConsent: optional(nullable(boolean())),
    tcAgreed: boolean(),
  });
}

const BY_COUNTRY = new Map<PhoneCountry, ReturnType<typeof submissionStruct>>();
function submissionFor(country: PhoneCountry) {
  let struct = BY_COUNTRY.get(country);
  if (!struct) BY_COUNTRY.set(country, (struct = submissionStruct(country)));
  return struct;
}

export const ReEnrolmentSubmission = submissionFor('US');
export type ReEnrolmentSubmission = Infer<typeof ReEnrolmentSubmission>;
export type ReEnrolmentChild = Infer<typeof ReEnrolmentChild>;
export type ReEnrolmentContact = ReEnrolmentSubmission['contacts'][number];
export type ReEnrolmentRelationship = Infer<typeof ReEnrolmentRelationship>;

/**
 * Every rule of a re-enrolment that needs no database, as the widget's review step and the server both apply them:
 * first the shape of each field (names, dates, phones for `country`, emails, schedules), then, on a well-formed
 * submission, the rules across fields (reenrolment-rules.ts). Paths are relative to the input.
 */
export function checkReEnrolmentSubmission(
  input: unknown,
  country: PhoneCountry = 'US',
  settings: SecondContactSettings = DEFAULT_SECOND_CONTACT_SETTINGS,
): Validation<ReEnrolmentSubmission> {
  const checked = checkStruct(submissionFor(country), input);
  if (!checked.ok) return checked;
  const errors = reEnrolmentRuleErrors(checked.value, settings);
  return errors.length === 0 ? checked : { ok: false, errors };
}

/** The same rules, as the list of field errors a form shows (empty: the submission may be sent). */
export function validateReEnrolmentSubmission(
  input: unknown,
  country: PhoneCountry = 'US',
  settings: SecondContactSettings = DEFAULT_SECOND_CONTACT_SETTINGS,
): FieldError[] {
  const checked = checkReEnrolmentSubmission(input, country, settings);
  return checked.ok ? [] : checked.errors;
}
