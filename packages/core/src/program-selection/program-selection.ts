import type { FieldError } from '../validation/result';
import type { EnrolmentDayLimits } from '../schedule/day-count';
import { validateScheduleDays } from '../schedule/day-count';
import { validateStartDate, type ProgramDates } from '../schedule/start-date';
import type { ScheduleDraft } from '../schedule/schedule-types';

export interface ChildName {
  firstName: string;
  lastName: string;
}

const fullName = (child: ChildName) => `${child.firstName} ${child.lastName}`.trim();

/**
 * The program modal: at least one child, and for each selected child a start date and a day count the program
 * accepts. Paths are `children`, then `schedules.<childId>.startDate` / `.days`.
 */
export function validateProgramModal(
  selectedChildIds: readonly string[],
  schedules: Readonly<Record<string, ScheduleDraft | undefined>>,
  program: ProgramDates & EnrolmentDayLimits,
  today: string,
): FieldError[] {
  if (selectedChildIds.length === 0) return [{ path: 'children', key: 'at-least-one-child' }];
  return selectedChildIds.flatMap((childId) => {
    const schedule = schedules[childId] ?? { cycleType: 'Weekly' as const, days: [] };
    const path = `schedules.${childId}`;
    return [
      ...validateStartDate(schedule.startDate, program, today, `${path}.startDate`),
      ...validateScheduleDays(schedule, program, `${path}.days`),
    ];
  });
}

/** The programs step: every child needs at least one program ("at-least-one-program", named by the child). */
export function validateChildrenHavePrograms(
  children: readonly (ChildName & { programSchedules?: readonly unknown[] | null })[],
): FieldError[] {
  return children.flatMap((child, index) =>
    (child.programSchedules?.length ?? 0) > 0
      ? []
      : [
          {
            path: `children.${index}.programSchedules`,
            key: 'at-least-one-program',
            values: { child: fullName(child) },
          },
        ],
  );
}

/** The program-group step: a group must be chosen. */
export function validateProgramGroupSelection(
  selectedProgramGroup: readonly string[] | null | undefined,
): FieldError[] {
  return (selectedProgramGroup?.length ?? 0) > 0
    ? []
    : [{ path: 'selectedProgramGroup', key: 'at-least-one-program-group' }];
}

/** Nothing to pick: named for the child when there is one, else the generic text. */
export function noProgramAvailable(child?: ChildName, path = 'programs'): FieldError {
  return child
    ? { path, key: 'no-program-available', values: { firstName: child.firstName, lastName: child.lastName } }
    : { path, key: 'no-program-available-generic' };
}
