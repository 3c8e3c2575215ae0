import type { SubsidyChecklist, SubsidyStepKey as ApiStepKey } from '../../generated/resolvers.generated';
import { canTickSubsidyStep } from './subsidy-rules';
import type { SubsidyChecklistRow } from './subsidy.repository';
import type { SubsidyStepKey } from './subsidy.table';

const TO_API: Record<SubsidyStepKey, ApiStepKey> = {
  'link-crn-confirm-enrolment': 'LINK_CRN_CONFIRM_ENROLMENT',
  'check-ccs-percentage': 'CHECK_CCS_PERCENTAGE',
  'keep-details-current': 'KEEP_DETAILS_CURRENT',
};

export const fromApiStep = (key: ApiStepKey): SubsidyStepKey =>
  (Object.keys(TO_API) as SubsidyStepKey[]).find((k) => TO_API[k] === key)!;

export function toSubsidyChecklist(row: SubsidyChecklistRow): SubsidyChecklist {
  const lodged = row.lodged_at !== null;
  return {
    id: row.id,
    applicationOfferId: row.application_offer_id,
    lodgedAt: row.lodged_at?.toISOString() ?? null,
    steps: row.steps.map((s) => ({
      key: TO_API[s.step_key],
      doneAt: s.done_at?.toISOString() ?? null,
      canTick: canTickSubsidyStep(s.step_key, lodged),
    })),
  };
}
