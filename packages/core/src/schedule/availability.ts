import type { Weekday } from '../domain/enums';

export interface OperatingDayAvailability {
  dayOfWeek: Weekday;
  count: number;
}

export const DAY_AVAILABILITY = ['low-availability', 'available'] as const;
export type DayAvailability = (typeof DAY_AVAILABILITY)[number];

/**
 * The per-day hint under the picker: "Low Availability" when fewer places remain that day than children are being
 * enrolled together, else "Available". The threshold is the number of selected children.
 */
export function dayAvailability(
  availability: readonly OperatingDayAvailability[],
  dayOfWeek: Weekday,
  selectedChildren: number,
): DayAvailability {
  const count = availability.find((entry) => entry.dayOfWeek === dayOfWeek)?.count ?? 0;
  return count < selectedChildren ? 'low-availability' : 'available';
}

export const NEW_SCHEDULE_STATES = ['NEW', 'APPROVAL_WAITLIST_PENDING'] as const;
export type NewScheduleState = (typeof NEW_SCHEDULE_STATES)[number];

/**
 * A new program schedule is NEW while the program has places; with none left it goes to the waitlist
 * (APPROVAL_WAITLIST_PENDING) when the flow can waitlist. A flow that cannot waitlist keeps it NEW.
 */
export function newScheduleState(availablePlaces: number, waitlistCapable = true): NewScheduleState {
  return availablePlaces > 0 || !waitlistCapable ? 'NEW' : 'APPROVAL_WAITLIST_PENDING';
}
