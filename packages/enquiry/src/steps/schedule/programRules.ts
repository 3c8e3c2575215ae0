// The program limits a schedule is checked against (dates, minimum and maximum days). The form keeps only the
// chosen schedule (ProgramScheduleValues), so a validator that runs from values alone, as the wizard's Next does,
// looks the limits up here: useChildPrograms records each program it loads. Keyed by program id, which names the
// same program in every widget on the page.
import type { EnrolmentDayLimits, ProgramDates } from '@cc/core';
import type { ChildProgram } from './childPrograms';

export type ProgramRules = ProgramDates & EnrolmentDayLimits;

const known = new Map<string, ProgramRules>();

export function rulesOf(program: ChildProgram): ProgramRules {
  return {
    startDate: program.startDate,
    endDate: program.endDate,
    minDays: program.minEnrolmentDays,
    maxDays: program.maxEnrolmentDays,
  };
}

export function rememberProgramRules(programs: readonly ChildProgram[]): void {
  for (const program of programs) known.set(program.id, rulesOf(program));
}

/** The rules of a program: from the list given, else from the last load; undefined when never loaded. */
export function programRulesFor(programId: string, programs?: readonly ChildProgram[]): ProgramRules | undefined {
  const given = programs?.find((program) => program.id === programId);
  return given ? rulesOf(given) : known.get(programId);
}
