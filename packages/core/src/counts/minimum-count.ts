/**
 * The minimum-count rule: for each group, at least `min` entries must have a true target. Returns the groups that
 * fall short, in their given order. With one group it is a plain "at least N" rule.
 */
export function groupsBelowMinimum<E, G>(
  entries: readonly E[],
  groups: readonly G[],
  min: number,
  isTarget: (entry: E, group: G) => boolean,
): G[] {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: no count is below 0, so a minimum of 0 flags nothing either way; this only skips the count
  if (min <= 0) return [];
  return groups.filter((group) => entries.filter((entry) => isTarget(entry, group)).length < min);
}
