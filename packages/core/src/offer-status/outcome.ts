import type { ApplicationState } from './states';

export const OUTCOME_MESSAGE_KEYS = [
  'outcome-submitted-title',
  'outcome-submitted-body',
  'outcome-waitlist-title',
  'outcome-waitlist-body',
  'outcome-approval-pending-title',
  'outcome-approval-pending-body',
  'outcome-approval-pending-waitlist-body',
  'outcome-enrollment-updated-title',
] as const;
export type OutcomeMessageKey = (typeof OUTCOME_MESSAGE_KEYS)[number];

export interface Outcome {
  titleKey: OutcomeMessageKey;
  bodyKey: OutcomeMessageKey;
  /** `centres`: the centre names, for the body text that names them. */
  values: { centres: string };
}

export interface OutcomeInput {
  applicationState: ApplicationState;
  centreNames: readonly string[];
  /** An update-enrolment correspondence titles every outcome "Enrollment Updated". */
  correspondenceType?: string | null;
  /** The waitlist variant of the approval-pending screen (document 2, outcome screens). */
  waitlisted?: boolean;
}

const BY_STATE: Partial<Record<ApplicationState, Pick<Outcome, 'titleKey' | 'bodyKey'>>> = {
  APPLICANT_INITIATED: { titleKey: 'outcome-submitted-title', bodyKey: 'outcome-submitted-body' },
  // The program form flow's enquiry goes on to its offer; this shows only if the way there is lost.
  OFFERED: { titleKey: 'outcome-submitted-title', bodyKey: 'outcome-submitted-body' },
  ON_WAITLIST: { titleKey: 'outcome-waitlist-title', bodyKey: 'outcome-waitlist-body' },
  APPROVAL_PENDING: { titleKey: 'outcome-approval-pending-title', bodyKey: 'outcome-approval-pending-body' },
};

/**
 * The success screen after a submission, chosen by the application state it produced. Other states have no
 * success screen of their own (null): the caller shows the offer or the generic error instead.
 */
export function applicationOutcome(input: OutcomeInput): Outcome | null {
  const base = BY_STATE[input.applicationState];
  if (!base) return null;
  const bodyKey =
    input.applicationState === 'APPROVAL_PENDING' && input.waitlisted
      ? 'outcome-approval-pending-waitlist-body'
      : base.bodyKey;
  const titleKey =
    input.correspondenceType === 'UPDATE_ENROLLMENT_FORM' ? 'outcome-enrollment-updated-title' : base.titleKey;
  return { titleKey, bodyKey, values: { centres: input.centreNames.join(', ') } };
}
