import type { FlowType } from '../domain/enums';
import type { ApplicationState } from '../offer-status/states';
import type { NewScheduleState } from '../schedule/availability';

/** The states a new enquiry starts in, as document 2 spells application states. */
export const INQUIRY_START_STATES = [
  'APPLICANT_INITIATED',
  'APPROVAL_PENDING',
  'ON_WAITLIST',
] as const satisfies readonly ApplicationState[];
export type InquiryStartState = (typeof INQUIRY_START_STATES)[number];

/**
 * A new enquiry waits on the waitlist as soon as one of its schedules does (no places left); otherwise the
 * program-approval flow waits for the centre's approval, and every other flow starts as the applicant left it.
 */
export function inquiryApplicationState(
  flowType: FlowType,
  scheduleStates: readonly NewScheduleState[],
): InquiryStartState {
  if (scheduleStates.includes('APPROVAL_WAITLIST_PENDING')) return 'ON_WAITLIST';
  return flowType === 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE' ? 'APPROVAL_PENDING' : 'APPLICANT_INITIATED';
}
