import type { Generated } from 'kysely';

/**
 * The Child Care Subsidy steps, in the order the family takes them. Linking the child's CRN and confirming the
 * enrolment needs the centre to have lodged it first (Centrelink shows nothing to confirm before).
 */
export const SUBSIDY_STEP_KEYS = [
  'link-crn-confirm-enrolment',
  'check-ccs-percentage',
  'keep-details-current',
] as const;
export type SubsidyStepKey = (typeof SUBSIDY_STEP_KEYS)[number];

/** One accepted Australian offer's checklist: made with the acceptance, lodged by the centre, reminded once. */
export interface SubsidyChecklistTable {
  id: Generated<string>;
  application_offer_id: string;
  business_id: string;
  /** When the offer was accepted: the reminder is due a week after. */
  accepted_at: Date;
  /** When the centre marked the enrolment lodged with Centrelink (staff only). */
  lodged_at: Date | null;
  lodged_by_person_id: string | null;
  /** Claimed in the reminder's transaction, so two server copies send it once. */
  reminder_sent_at: Date | null;
}

export interface SubsidyChecklistStepTable {
  checklist_id: string;
  step_key: SubsidyStepKey;
  done_at: Date | null;
}
