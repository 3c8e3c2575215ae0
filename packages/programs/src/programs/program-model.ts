// What the programs step derives from the programsForCenter answer and the form values. Pure, so the rules are
// unit-tested without a browser; the components only render what these return.
import { newScheduleState, type CareType, type EnrollmentOption, type Weekday } from '@cc/core';
import type { ChildValues, ProgramScheduleValues } from '../values';

/** The fields of a child's program (S2's ChildProgram) that this step reads. */
export interface ProgramLike {
  id: string;
  programName: string;
  startDate: string;
  endDate?: string | null;
  operatingDays: readonly Weekday[];
  minEnrolmentDays?: number | null;
  maxEnrolmentDays?: number | null;
  programGroup?: { id: string; name: string; isActive: boolean } | null;
  row: {
    feeId?: string | null;
    className?: string | null;
    careType: CareType;
    availablePlaces: number;
    enrollmentOptions: EnrollmentOption;
  };
}

export interface ProgramGroupCard {
  id: string;
  name: string;
  /** Earliest program start and latest program end in the group (YYYY-MM-DD). */
  startDate: string;
  endDate?: string;
  /** Keys of the children that have at least one program of the group. */
  childKeys: string[];
}

type ProgramsFor<P> = (childKey: string) => readonly P[];

/**
 * The card of the programs that are in no group. A centre may run a program outside its groups (Cherry Creek's
 * drop-in mornings); with groups in use it would otherwise never be shown, and a child it takes would find nothing.
 */
export const UNGROUPED = 'ungrouped';

/** The group a program is chosen under on the group page: its active group, UNGROUPED for none, else none. */
function groupOf(program: ProgramLike): { id: string; name: string } | undefined {
  const group = program.programGroup;
  if (!group) return { id: UNGROUPED, name: '' };
  return group.isActive ? group : undefined;
}

/**
 * The active program groups among the children's programs, in the order they first appear, then the card of
 * programs in no group (UNGROUPED, named by the page) when there are any.
 */
export function programGroupCards<P extends ProgramLike>(
  children: readonly ChildValues[],
  programsFor: ProgramsFor<P>,
): ProgramGroupCard[] {
  const cards = new Map<string, ProgramGroupCard>();
  for (const child of children) {
    for (const program of programsFor(child.key)) {
      const group = groupOf(program);
      if (!group) continue;
      const card = cards.get(group.id) ?? {
        id: group.id,
        name: group.name,
        startDate: program.startDate,
        childKeys: [],
      };
      if (program.startDate < card.startDate) card.startDate = program.startDate;
      // An open-ended program makes the group open-ended too, once any program lacks an end.
      if (program.endDate && (card.endDate === undefined || program.endDate > card.endDate)) {
        card.endDate = program.endDate;
      }
      if (!card.childKeys.includes(child.key)) card.childKeys.push(child.key);
      cards.set(group.id, card);
    }
  }
  const ungrouped = cards.get(UNGROUPED);
  cards.delete(UNGROUPED);
  return ungrouped ? [...cards.values(), ungrouped] : [...cards.values()];
}

/** The programs a child may pick on the list page: with groups in use, only those of the chosen groups. */
export function visiblePrograms<P extends ProgramLike>(
  programs: readonly P[],
  useGroups: boolean,
  selectedGroups: readonly string[],
): P[] {
  if (!useGroups) return [...programs];
  return programs.filter((program) => {
    const group = groupOf(program);
    return group !== undefined && selectedGroups.includes(group.id);
  });
}

/** A child's programs under their care type, care types in the order they first appear at the centre. */
export function byCareType<P extends ProgramLike>(programs: readonly P[]): { careType: CareType; programs: P[] }[] {
  const groups = new Map<CareType, P[]>();
  for (const program of programs) {
    const list = groups.get(program.row.careType) ?? [];
    list.push(program);
    groups.set(program.row.careType, list);
  }
  return [...groups].map(([careType, list]) => ({ careType, programs: list }));
}

/** The children who can take a program (it is among their programs at this centre). */
export const childrenForProgram = <P extends ProgramLike>(
  children: readonly ChildValues[],
  programsFor: ProgramsFor<P>,
  programId: string,
): ChildValues[] => children.filter((child) => programsFor(child.key).some((program) => program.id === programId));

export const scheduleOf = (child: ChildValues, programId: string): ProgramScheduleValues | undefined =>
  child.programSchedules.find((schedule) => schedule.programId === programId);

export type AvailabilityBadge = 'WaitlistOnly' | 'LowAvailability';

/**
 * No places left means the application goes to the waitlist (core newScheduleState); fewer places than the
 * children choosing the program is low availability — the same threshold as the day picker's hint.
 */
export function availabilityBadge(availablePlaces: number, selectingChildren: number): AvailabilityBadge | undefined {
  if (newScheduleState(availablePlaces) === 'APPROVAL_WAITLIST_PENDING') return 'WaitlistOnly';
  return availablePlaces < Math.max(selectingChildren, 1) ? 'LowAvailability' : undefined;
}

export const childName = (child: Pick<ChildValues, 'firstName' | 'lastName'>): string =>
  `${child.firstName} ${child.lastName}`.trim();

/** Sets (or with `undefined`, removes) one child's schedule for a program, keeping the others in place. */
export function withChildSchedule(
  children: readonly ChildValues[],
  childKey: string,
  programId: string,
  schedule: ProgramScheduleValues | undefined,
): ChildValues[] {
  return children.map((child) => {
    if (child.key !== childKey) return child;
    const index = child.programSchedules.findIndex((entry) => entry.programId === programId);
    const programSchedules = [...child.programSchedules];
    if (schedule === undefined) {
      if (index >= 0) programSchedules.splice(index, 1);
    } else if (index >= 0) {
      programSchedules[index] = schedule;
    } else {
      programSchedules.push(schedule);
    }
    return { ...child, programSchedules };
  });
}

/** "Clear program": the program goes from every child. */
export const withoutPrograms = (children: readonly ChildValues[], programIds: readonly string[]): ChildValues[] =>
  children.map((child) =>
    child.programSchedules.some((schedule) => programIds.includes(schedule.programId))
      ? { ...child, programSchedules: child.programSchedules.filter((s) => !programIds.includes(s.programId)) }
      : child,
  );

/** Ids of programs, among all the children's programs, that belong to a group (UNGROUPED: to none). */
export function programIdsInGroup<P extends ProgramLike>(all: readonly P[], groupId: string): string[] {
  return [...new Set(all.filter((program) => groupOf(program)?.id === groupId).map((program) => program.id))];
}
