import type { EnrollmentOption } from '../domain/enums';
import type { Region } from '../region/region';
import { CYCLE_TYPES, type CycleType } from './schedule-types';

export interface CycleTypeContext {
  /** The centre's enrolment option. */
  enrollmentOption: EnrollmentOption;
  region: Region;
  /** A family enquiring for the first time, as opposed to one re-enrolling. */
  isNewFamily: boolean;
}

/**
 * Casual only gives Casual; permanent only gives Weekly; both give Casual and Weekly. US new families may also
 * choose Biweekly wherever a permanent schedule is allowed.
 */
export function allowedCycleTypes({ enrollmentOption, region, isNewFamily }: CycleTypeContext): CycleType[] {
  const allowed = new Set<CycleType>();
  if (enrollmentOption !== 'CASUALONLY') {
    allowed.add('Weekly');
    if (region === 'US' && isNewFamily) allowed.add('Biweekly');
  }
  if (enrollmentOption !== 'PERMANENTONLY') allowed.add('Casual');
  return CYCLE_TYPES.filter((type) => allowed.has(type));
}

/** A casual-only program forces Casual whatever was chosen; otherwise the choice stands. */
export function cycleTypeForProgram(programOption: EnrollmentOption, chosen: CycleType): CycleType {
  return programOption === 'CASUALONLY' ? 'Casual' : chosen;
}

/** The casual toggle in the schedule selector switches the cycle type. */
export function cycleTypeForCasualToggle(casual: boolean): CycleType {
  return casual ? 'Casual' : 'Weekly';
}

/** The flexible-scheduling badge shows for centres that take casual bookings. */
export function isFlexibleScheduling(enrollmentOption: EnrollmentOption): boolean {
  return enrollmentOption === 'CASUALONLY' || enrollmentOption === 'PERMANENTANDCASUAL';
}
