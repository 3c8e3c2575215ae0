import type { FlowType } from '../domain/enums';

export interface SelectableChild {
  id?: string | null;
  firstName: string;
  lastName: string;
}

/** A programsForCenter row: for a known child by id, for a new child by `fullName` (first$last). */
export interface ChildProgramRow {
  childId?: string | null;
  fullName?: string | null;
}

export interface ChildrenByAvailability<C> {
  available: C[];
  unavailable: C[];
}

const programKey = (child: SelectableChild) => `${child.firstName}$${child.lastName}`;

/**
 * The offer-enrolment flow lists every child without a program check. The two program flows split the children
 * into those with a program at the chosen centre and those with none (shown disabled, taken out of the selection).
 */
export function splitChildrenByProgramAvailability<C extends SelectableChild>(
  flowType: FlowType,
  children: readonly C[],
  programs: readonly ChildProgramRow[],
): ChildrenByAvailability<C> {
  if (flowType === 'INQUIRE_OFFER_ENROLLMENT') return { available: [...children], unavailable: [] };
  const hasProgram = (child: C) =>
    programs.some(
      (row) =>
        (child.id != null && row.childId === child.id) || (row.fullName != null && row.fullName === programKey(child)),
    );
  return {
    available: children.filter(hasProgram),
    unavailable: children.filter((child) => !hasProgram(child)),
  };
}
