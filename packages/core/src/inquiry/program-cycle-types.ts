import type { EnrollmentOption } from '../domain/enums';
import type { Region } from '../region/region';
import { allowedCycleTypes } from '../schedule/cycle-type';
import type { CycleType } from '../schedule/schedule-types';

export interface ProgramCycleTypeContext {
  /** The program's own option at the centre (its row). */
  programOption: EnrollmentOption;
  /** The centre's enrolment option (its settings). */
  centreOption: EnrollmentOption;
  region: Region;
  /** A family enquiring for the first time, as opposed to one re-enrolling. */
  isNewFamily: boolean;
}

/**
 * The cycle types a family may choose for a program at a centre, the one rule the widget offers and the server
 * checks. A casual-only program takes casual only; otherwise the centre's option and the region decide (core's
 * allowedCycleTypes), less casual for a program that is permanent only.
 */
export function cycleTypesForProgram({
  programOption,
  centreOption,
  region,
  isNewFamily,
}: ProgramCycleTypeContext): CycleType[] {
  if (programOption === 'CASUALONLY') return ['Casual'];
  const allowed = allowedCycleTypes({ enrollmentOption: centreOption, region, isNewFamily });
  return programOption === 'PERMANENTONLY' ? allowed.filter((type) => type !== 'Casual') : allowed;
}

/** The schedule-type choice is hidden when Weekly is the only cycle type. */
export function isCycleTypeChoiceShownFor(cycleTypes: readonly CycleType[]): boolean {
  return !(cycleTypes.length === 1 && cycleTypes[0] === 'Weekly');
}

/** Casual is forced (the toggle shows, on and disabled) when it is the only cycle type. */
export function isCasualForced(cycleTypes: readonly CycleType[]): boolean {
  return cycleTypes.length === 1 && cycleTypes[0] === 'Casual';
}
