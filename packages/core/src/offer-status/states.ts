// State enumerations of document 2, section 4, as the API sends them.

/** Offer or application state. */
export const APPLICATION_STATES = [
  'ACCEPTED',
  'ACCEPTED_OFFER_PENDING_PAYMENT',
  'APPLICANT_ACCEPTED_OFFER',
  'APPLICANT_INITIATED',
  'APPROVAL_PENDING',
  'COMPLETED',
  'CONTACTED',
  'DEBUG',
  'ERRORED',
  'LOST',
  'NONE',
  'OFFERED',
  'OFFERED_PENDING_ACCEPTANCE',
  'ON_WAITLIST',
  'PARTIAL',
  'READY_FOR_GENERATION',
  'READY_FOR_GENERATION_AND_QUEUED',
  'SUBMITTED',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

export const SCHEDULE_OFFER_STATES = [
  'ACCEPTED',
  'ACCEPTED_WAITLIST',
  'APPROVAL_PENDING',
  'APPROVAL_WAITLIST_PENDING',
  'COMPLETED',
  'CREATING',
  'DEBUG_QUEUED',
  'DEBUG_SUBMITTED',
  'DELETED',
  'ERRORED',
  'LOST',
  'NEW',
  'OFFERED_WAITLIST',
  'REJECTED',
  'SUBMITTED',
] as const;
export type ScheduleOfferState = (typeof SCHEDULE_OFFER_STATES)[number];

/** The schedule offer states the dashboard deals in. */
export const DASHBOARD_SCHEDULE_STATES = [
  'NEW',
  'ACCEPTED',
  'ACCEPTED_WAITLIST',
  'OFFERED_WAITLIST',
  'REJECTED',
  'DELETED',
  'LOST',
] as const satisfies readonly ScheduleOfferState[];

/** Derived, never sent by the API: a NEW offer in the offer-enrolment flow whose expiry has passed. */
export const OFFERED_WITHDRAWN = 'OFFERED_WITHDRAWN';
export type DisplayScheduleState = ScheduleOfferState | typeof OFFERED_WITHDRAWN;

export const REGISTRATION_SUBMISSION_STATES = [
  'APPROVAL_PENDING',
  'APPROVAL_WAITLIST_PENDING',
  'APPROVED',
  'COMPLETED',
  'CREATING',
  'ERRORED',
  'NEW',
  'OFFERED_WAITLIST',
  'REJECTED',
  'SUBMITTED',
  'WAITLISTED',
] as const;
export type RegistrationSubmissionState = (typeof REGISTRATION_SUBMISSION_STATES)[number];

export const APPLICATION_CHILD_STATUSES = [
  'ACCEPTED',
  'AWAITING_FORMS',
  'CANCELLED',
  'COMPLETED',
  'ERRORED',
  'LOST',
  'OFFERED',
  'PENDING_CENTER_APPROVAL',
  'REJECTED',
  'WAITLISTED',
] as const;
export type ApplicationChildStatus = (typeof APPLICATION_CHILD_STATUSES)[number];

/** Availability badges shown on programs and offers. */
export const AVAILABILITY_BADGES = ['WaitlistOnly', 'OnWaitlist', 'LowAvailability'] as const;
export type AvailabilityBadge = (typeof AVAILABILITY_BADGES)[number];

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  // Stryker disable next-line ConditionalExpression: the list holds strings only, so no other value is ever in it
  typeof value === 'string' && (list as readonly string[]).includes(value);

export const isApplicationState = (value: unknown): value is ApplicationState => includes(APPLICATION_STATES, value);
export const isScheduleOfferState = (value: unknown): value is ScheduleOfferState =>
  includes(SCHEDULE_OFFER_STATES, value);
export const isRegistrationSubmissionState = (value: unknown): value is RegistrationSubmissionState =>
  includes(REGISTRATION_SUBMISSION_STATES, value);
export const isApplicationChildStatus = (value: unknown): value is ApplicationChildStatus =>
  includes(APPLICATION_CHILD_STATUSES, value);
