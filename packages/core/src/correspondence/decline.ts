import { enums } from 'superstruct';
import { parseWireDate } from '../dates/wire-date';
import type { FieldError, Validation } from '../validation/result';
import type { CorrespondenceStage } from './stage';

export const DECLINE_REASONS = [
  'NOT_INTERESTED',
  'NOT_RETURNING',
  'OTHER',
  'OUTSTANDING_REQUEST',
  'UP_TO_DATE',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DeclineReasonStruct = enums(DECLINE_REASONS);

/** The radio choices of the decline page, in the order it shows them. */
export const DECLINE_PAGE_REASONS = [
  'OUTSTANDING_REQUEST',
  'NOT_INTERESTED',
  'NOT_RETURNING',
  'OTHER',
] as const satisfies readonly DeclineReason[];

export const CORRESPONDENCE_ERROR_KEYS = ['end-of-contract-date-past'] as const;
export type CorrespondenceErrorKey = (typeof CORRESPONDENCE_ERROR_KEYS)[number];

export interface DeclineInput {
  declineReason?: DeclineReason | null;
  /** The free text shown for OTHER. */
  otherReason?: string | null;
  /** YYYY-MM-DD, shown and required for NOT_RETURNING. */
  endOfContractDate?: string | null;
}

/** Which extra field a reason reveals on the decline page. */
export const declineReasonField = (reason: DeclineReason | null | undefined) =>
  reason === 'OTHER' ? 'otherReason' : reason === 'NOT_RETURNING' ? 'endOfContractDate' : null;

/**
 * The decline form: a reason is required; not returning needs an end-of-contract date that is not earlier than
 * today (YYYY-MM-DD, the family's own date). Fields the chosen reason does not show are dropped from the value.
 */
export function validateDecline(input: DeclineInput, today: string): Validation<DeclineInput> {
  const errors: FieldError[] = [];
  const reason = input.declineReason;
  if (!reason || !DeclineReasonStruct.is(reason)) {
    errors.push({ path: 'declineReason', key: 'required' });
  }
  const date = input.endOfContractDate?.trim();
  if (reason === 'NOT_RETURNING') {
    if (!date) errors.push({ path: 'endOfContractDate', key: 'required' });
    else if (parseWireDate(date) === null) errors.push({ path: 'endOfContractDate', key: 'date-invalid' });
    else if (date < today) errors.push({ path: 'endOfContractDate', key: 'end-of-contract-date-past' });
  }
  if (errors.length > 0 || !reason) return { ok: false, errors };
  const value: DeclineInput = { declineReason: reason };
  if (reason === 'OTHER' && input.otherReason?.trim()) value.otherReason = input.otherReason.trim();
  if (reason === 'NOT_RETURNING') value.endOfContractDate = date;
  return { ok: true, value };
}

/** Submit stays disabled until the form is valid. */
export const canSubmitDecline = (input: DeclineInput, today: string): boolean => validateDecline(input, today).ok;

/**
 * Opening the decline link already counts as declining: with no reason recorded and the correspondence not yet
 * declined, a decline without a reason is recorded on load, and the reason follows when the family submits.
 */
export const needsAutomaticDecline = (correspondence: {
  stage: CorrespondenceStage;
  declineReason?: string | null;
}): boolean => !correspondence.declineReason && correspondence.stage !== 'PARENT_DECLINED';
