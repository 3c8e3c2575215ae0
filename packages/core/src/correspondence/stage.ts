export const CORRESPONDENCE_STAGES = [
  'CLOSED',
  'PARENT_COMPLETED',
  'PARENT_DECLINED',
  'READY_TO_BE_SENT',
  'SENT',
  'VIEWED',
] as const;
export type CorrespondenceStage = (typeof CORRESPONDENCE_STAGES)[number];

export const CORRESPONDENCE_TYPES = ['REENROLLMENT_REQUEST', 'UPDATE_ENROLLMENT_FORM'] as const;
export type CorrespondenceType = (typeof CORRESPONDENCE_TYPES)[number];

/** Stages where the family has already answered (or the centre closed the request): a completion screen shows. */
export const COMPLETED_CORRESPONDENCE_STAGES = [
  'PARENT_DECLINED',
  'PARENT_COMPLETED',
  'CLOSED',
] as const satisfies readonly CorrespondenceStage[];

export const isCorrespondenceStage = (value: unknown): value is CorrespondenceStage =>
  typeof value === 'string' && (CORRESPONDENCE_STAGES as readonly string[]).includes(value);

export const isCorrespondenceCompleted = (stage: CorrespondenceStage): boolean =>
  (COMPLETED_CORRESPONDENCE_STAGES as readonly CorrespondenceStage[]).includes(stage);

/** What a correspondence needs to be moved on: the ids updateCorrespondence sends. */
export interface CorrespondenceRef {
  stage: CorrespondenceStage;
  accountId: string;
  contactId: string;
  batchId: string;
}

export interface CorrespondenceUpdate {
  accountId: string;
  contactId: string;
  batchId: string;
  lastModifiedBy: string;
  stage: CorrespondenceStage;
}

/** The stage a correspondence takes when its page loads: SENT becomes VIEWED, every other stage stays. */
export const stageOnLoad = (stage: CorrespondenceStage): CorrespondenceStage => (stage === 'SENT' ? 'VIEWED' : stage);

/** The updateCorrespondence input to send when the page loads, or null when the stage does not change. */
export function viewedUpdate(correspondence: CorrespondenceRef, lastModifiedBy: string): CorrespondenceUpdate | null {
  const stage = stageOnLoad(correspondence.stage);
  if (stage === correspondence.stage) return null;
  const { accountId, contactId, batchId } = correspondence;
  return { accountId, contactId, batchId, lastModifiedBy, stage };
}
