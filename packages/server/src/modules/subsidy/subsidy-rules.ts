import type { SubsidyStepKey } from './subsidy.table';

/** The step that needs the centre's lodgement first: Centrelink has nothing to confirm before the centre lodges. */
export const AWAITS_LODGEMENT: SubsidyStepKey = 'link-crn-confirm-enrolment';

/** Whether the family may tick or untick this step now. */
export function canTickSubsidyStep(step: SubsidyStepKey, lodged: boolean): boolean {
  return step !== AWAITS_LODGEMENT || lodged;
}

/** The week after acceptance the reminder waits, so the family has had time to do the steps on its own. */
export const SUBSIDY_REMINDER_AFTER_MS = 7 * 24 * 60 * 60_000;
