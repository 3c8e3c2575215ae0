import { ageInMonths, isAgeInRange, parseWireDate } from '@cc/core';

export interface AgeRange {
  minAgeMonths?: number | null;
  maxAgeMonths?: number | null;
}

/**
 * Whether a complete date of birth is outside every program's ages at the centre (core's rule, the same the
 * server filters programs with). Unknown until the ranges are loaded; never for a date still being typed.
 */
export function isOutsideEveryProgram(dateOfBirth: string, today: string, ranges: readonly AgeRange[] | undefined) {
  if (!ranges || !parseWireDate(dateOfBirth)) return false;
  const months = ageInMonths(dateOfBirth, today);
  if (months < 0) return false;
  return !ranges.some((range) => isAgeInRange(months, range.minAgeMonths, range.maxAgeMonths));
}
