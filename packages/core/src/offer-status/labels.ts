import type { FlowType } from '../domain/enums';
import type { ApplicationState, DisplayScheduleState } from './states';

/** Message keys of the status labels (offer-status.messages.ts in @cc/ui). */
export const STATUS_LABEL_KEYS = [
  'status-completed',
  'status-withdrawn',
  'status-offered-awaiting-response',
  'status-new',
  'status-offer-expired',
  'status-accepted',
  'status-accepted-waitlist',
  'status-offered-waitlist',
  'status-approval-pending',
  'status-approval-waitlist-pending',
  'status-deleted',
  'status-processing',
] as const;
export type StatusLabelKey = (typeof STATUS_LABEL_KEYS)[number];

const newStateLabel = (flowType: FlowType): StatusLabelKey =>
  flowType === 'INQUIRE_OFFER_ENROLLMENT' ? 'status-offered-awaiting-response' : 'status-new';

const LABEL_BY_STATE: Record<Exclude<DisplayScheduleState, 'NEW'>, StatusLabelKey> = {
  CREATING: 'status-completed',
  ERRORED: 'status-completed',
  SUBMITTED: 'status-completed',
  COMPLETED: 'status-completed',
  LOST: 'status-withdrawn',
  REJECTED: 'status-withdrawn',
  OFFERED_WITHDRAWN: 'status-offer-expired',
  ACCEPTED: 'status-accepted',
  ACCEPTED_WAITLIST: 'status-accepted-waitlist',
  OFFERED_WAITLIST: 'status-offered-waitlist',
  APPROVAL_PENDING: 'status-approval-pending',
  APPROVAL_WAITLIST_PENDING: 'status-approval-waitlist-pending',
  DELETED: 'status-deleted',
  DEBUG_QUEUED: 'status-processing',
  DEBUG_SUBMITTED: 'status-processing',
};

/**
 * The status label of a child's program offer. In the form-pay flow the application state wins over the
 * schedule's: OFFERED shows every status as the NEW text, OFFERED_PENDING_ACCEPTANCE as the offered-waitlist text.
 */
export function statusLabelKey(
  state: DisplayScheduleState,
  flowType: FlowType,
  applicationState?: ApplicationState,
): StatusLabelKey {
  if (flowType === 'INQUIRE_PROGRAM_FORM_PAY_APPROVE') {
    if (applicationState === 'OFFERED') return newStateLabel(flowType);
    if (applicationState === 'OFFERED_PENDING_ACCEPTANCE') return 'status-offered-waitlist';
  }
  return state === 'NEW' ? newStateLabel(flowType) : LABEL_BY_STATE[state];
}
