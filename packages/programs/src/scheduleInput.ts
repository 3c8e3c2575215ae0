import type { ProgramScheduleInput } from '@cc/ui/schema-types';
import type { ProgramScheduleValues } from './values';

/** A chosen schedule as every submit sends it (spec section 3: programId, careType, days, startDate, cycleType). */
export function toProgramScheduleInput(schedule: ProgramScheduleValues): ProgramScheduleInput {
  return {
    programId: schedule.programId,
    careType: schedule.careType,
    days: schedule.cycleType === 'Casual' ? [] : schedule.days.map(({ dayOfWeek, week }) => ({ dayOfWeek, week })),
    startDate: schedule.startDate,
    cycleType: schedule.cycleType,
  };
}
