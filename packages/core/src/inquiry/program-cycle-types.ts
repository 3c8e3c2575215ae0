import type { EnrollmentOption } from '../domain/enums';
import type { Region } from '../region/region';
import { allowedCycleTypes } from '../schedule/cycle-type';
import type { CycleType } from '../schedule/schedule-types';

/**
 * The cycle types a new family may submit for a program at a centre. A casual-only program takes casual only
 * (the widget forces it); otherwise the centre's option and the region decide (core's allowedCycleTypes), less
 * casual for a program that is permanent only.
 */
export function cycleTypesForProgram(
  programOption: EnrollmentOption,
  centreOption: EnrollmentOption,
  region: Region,
): CycleType[] {
  if (programOption === 'CASUALONLY') return ['Casual'];
  const allowed = allowedCycleTypes({ enrollmentOption: centreOption, region, isNewFamily: true });
  return programOption === 'PERMANENTONLY' ? allowed.filter((type) => type !== 'Casual') : allowed;
}
