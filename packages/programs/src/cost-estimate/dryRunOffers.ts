// The review asks the server what the chosen schedules would cost before any offer exists: one dry-run offer per
// child and program, shaped as spec section 3 describes (childIdentifier, childName, days, expected program and
// fee, start date). A child of the family's account is identified by its id, a new one by core's temporary id.
import { daysForCycleType, newScheduleState, personDisplayName, sortDays, temporaryChildId } from '@cc/core';
import type { ProgramChoiceValues } from '../values';
import type { DryRunOfferInput } from '@cc/ui/schema-types';

/** What both review queries (cost estimate, fees due now) are asked with. */
export interface ReviewEstimateVariables {
  businessId: string;
  centerId: string;
  familyReceivesSubsidy: boolean | null;
  dryRunOffers: DryRunOfferInput[];
}

/** A person as the review and the cost estimate name them: first and last name, trimmed. */
export const displayName = personDisplayName;

export function dryRunOffers(values: Pick<ProgramChoiceValues, 'children'>): DryRunOfferInput[] {
  return values.children.flatMap((child) =>
    child.programSchedules.map((schedule) => ({
      childIdentifier: child.id ?? temporaryChildId(child.firstName, child.lastName),
      childName: displayName(child),
      // A casual schedule has no days; week 2 only exists for biweekly (core drops it otherwise).
      days:
        schedule.cycleType === 'Casual'
          ? []
          : sortDays(daysForCycleType(schedule.days, schedule.cycleType)).map(({ dayOfWeek, week }) => ({
              dayOfWeek,
              week,
            })),
      cycleType: schedule.cycleType,
      expectedOfferState: newScheduleState(schedule.availablePlaces),
      expectedOfferedProgramId: schedule.programId,
      expectedOfferedProgramName: schedule.programName,
      feeId: schedule.feeId ?? null,
      startDate: schedule.startDate,
    })),
  );
}
