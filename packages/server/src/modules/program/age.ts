/** Whole months from a YYYY-MM-DD birth date to a YYYY-MM-DD day (negative before birth). */
export function ageInMonths(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  let months = (y - by) * 12 + (m - bm);
  if (d < bd) months -= 1;
  return months;
}

/** The age range is inclusive on both ends; a null end is open. */
export function isAgeInRange(months: number, min: number | null, max: number | null): boolean {
  if (months < 0) return false;
  return (min === null || months >= min) && (max === null || months <= max);
}
