import type { ScheduleDraft } from './schedule-types';

const copyOf = (schedule: ScheduleDraft): ScheduleDraft => ({
  ...schedule,
  days: schedule.days.map((day) => ({ ...day })),
});

/**
 * Turning off "different schedules for each child" gives every selected child the first selected child's schedule.
 * Each child gets its own copy, so editing one later does not change the others.
 */
export function shareFirstSchedule(
  schedules: Readonly<Record<string, ScheduleDraft>>,
  selectedChildIds: readonly string[],
): Record<string, ScheduleDraft> {
  const firstId = selectedChildIds[0];
  const first = firstId === undefined ? undefined : schedules[firstId];
  if (first === undefined) return { ...schedules };
  const shared: Record<string, ScheduleDraft> = { ...schedules };
  for (const childId of selectedChildIds) shared[childId] = copyOf(first);
  return shared;
}

/** The "different schedules for each child" toggle only shows when more than one child is selected. */
export const isDifferentSchedulesToggleShown = (selectedChildIds: readonly string[]): boolean =>
  selectedChildIds.length > 1;
