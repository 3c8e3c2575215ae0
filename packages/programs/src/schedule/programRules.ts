// The program limits a schedule is checked against (dates, minimum and maximum days). Each schedule keeps the
// limits of its program from when it was chosen (ProgramScheduleValues), so a validator that runs from the form
// values alone, as the wizard's Next does, needs no lookup; freshly loaded programs win when the caller has them.
import type { EnrolmentDayLimits, ProgramDates } from '@cc/core';
import type { ProgramScheduleValues } from '../values';
import type { ChildProgram } from './childPrograms';

export type ProgramRules = ProgramDates & EnrolmentDayLimits;

export function rulesOf(program: ChildProgram): ProgramRules {
  return {
    startDate: program.startDate,
    endDate: program.endDate,
    minDays: program.minEnrolmentDays,
    maxDays: program.maxEnrolmentDays,
  };
}

/** The rules for a schedule: from the loaded program when given, else the limits saved with the schedule. */
export function programRulesFor(schedule: ProgramScheduleValues, programs?: readonly ChildProgram[]): ProgramRules {
  const given = programs?.find((program) => program.id === schedule.programId);
  if (given) return rulesOf(given);
  return {
    startDate: schedule.programStartDate,
    endDate: schedule.programEndDate,
    minDays: schedule.minEnrolmentDays,
    maxDays: schedule.maxEnrolmentDays,
  };
}
