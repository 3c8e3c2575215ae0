// Moving between a program's schedule as the selector edits it (core ScheduleDraft) and as the form stores it
// (ProgramScheduleValues), and keeping a draft inside what the program allows. Every rule is core's.
import {
  cycleTypesForProgram,
  daysForCycleType,
  initialStartDate,
  startDateRule,
  DEFAULT_CYCLE_TYPE,
  type CycleType,
  type DayPickerContext,
  type EnrolmentDayLimits,
  type ProgramDates,
  type Region,
  type ScheduleDraft,
} from '@cc/core';
import type { ProgramScheduleValues } from '../values';
import type { ChildProgram } from './childPrograms';

export interface CycleTypeOptions {
  region: Region;
  /** Enquiring families are new; re-enrolling ones are not (US new families may also choose biweekly). */
  isNewFamily?: boolean;
}

/** The program's dates and day limits in the shape core's schedule rules take. */
export const programDates = (program: ChildProgram): ProgramDates => ({
  startDate: program.startDate,
  endDate: program.endDate,
});
export const programDayLimits = (program: ChildProgram): EnrolmentDayLimits => ({
  minDays: program.minEnrolmentDays,
  maxDays: program.maxEnrolmentDays,
});
export const dayPickerContext = (program: ChildProgram): DayPickerContext => ({
  operatingDays: program.operatingDays,
  maxDays: program.maxEnrolmentDays,
});

/** The cycle types the family may choose: core's rule over the program's row and the centre's own option, as the server checks. */
export function cycleTypesFor(program: ChildProgram, { region, isNewFamily = true }: CycleTypeOptions): CycleType[] {
  return cycleTypesForProgram({
    programOption: program.row.enrollmentOptions,
    centreOption: program.row.centerEnrollmentOption,
    region,
    isNewFamily,
  });
}

/**
 * A schedule nobody has touched yet: Weekly where the program allows it (else its first cycle type, so Casual for
 * casual-only), no days, the start date when it is fixed.
 */
export function newScheduleDraft(program: ChildProgram, today: string, options: CycleTypeOptions): ScheduleDraft {
  const allowed = cycleTypesFor(program, options);
  const draft: ScheduleDraft = {
    cycleType: allowed.includes(DEFAULT_CYCLE_TYPE) ? DEFAULT_CYCLE_TYPE : (allowed[0] ?? DEFAULT_CYCLE_TYPE),
    days: [],
  };
  const startDate = initialStartDate(programDates(program), today);
  return startDate === undefined ? draft : { ...draft, startDate };
}

/**
 * The draft the program allows: a cycle type it offers (casual-only forces Casual), days only for the weeks of
 * that cycle type (none for casual), and the program's first day when the start date is fixed. Returns the same
 * object when nothing had to change, so a caller can tell whether to write it back.
 */
export function normaliseDraft(
  program: ChildProgram,
  draft: ScheduleDraft,
  today: string,
  options: CycleTypeOptions,
): ScheduleDraft {
  const allowed = cycleTypesFor(program, options);
  let cycleType = draft.cycleType;
  if (!allowed.includes(cycleType))
    cycleType = allowed.includes(DEFAULT_CYCLE_TYPE) ? DEFAULT_CYCLE_TYPE : (allowed[0] ?? DEFAULT_CYCLE_TYPE);
  const days = cycleType === 'Casual' ? [] : daysForCycleType(draft.days, cycleType);
  const rule = startDateRule(programDates(program), today);
  const startDate = rule.kind === 'fixed' ? rule.date : draft.startDate;
  const unchanged = cycleType === draft.cycleType && days.length === draft.days.length && startDate === draft.startDate;
  if (unchanged) return draft;
  return startDate === undefined ? { cycleType, days } : { cycleType, days, startDate };
}

export function toScheduleDraft(schedule: ProgramScheduleValues): ScheduleDraft {
  return { cycleType: schedule.cycleType, days: schedule.days, startDate: schedule.startDate };
}

/** What the form keeps for a chosen program: the draft plus what the cards, summary and review show. */
export function toProgramSchedule(program: ChildProgram, draft: ScheduleDraft): ProgramScheduleValues {
  return {
    programId: program.id,
    programName: program.programName,
    className: program.row.className,
    careType: program.row.careType,
    feeId: program.row.feeId,
    availablePlaces: program.row.availablePlaces,
    cycleType: draft.cycleType,
    days: draft.days,
    startDate: draft.startDate ?? '',
    programStartDate: program.startDate,
    programEndDate: program.endDate ?? null,
    minEnrolmentDays: program.minEnrolmentDays ?? null,
    maxEnrolmentDays: program.maxEnrolmentDays ?? null,
  };
}
