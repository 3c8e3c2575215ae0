// The shapes of a family's choice (values.ts) as superstruct schemas, for the draft a flow keeps in local storage:
// a stored draft whose choice does not match them is dropped rather than reaching the form.
import { CARE_TYPES, CYCLE_TYPES, WEEKDAYS, WEEKS } from '@cc/core';
import { array, boolean, enums, nullable, number, object, optional, size, string } from 'superstruct';

export const ProgramScheduleStruct = object({
  programId: string(),
  programName: string(),
  className: optional(nullable(string())),
  careType: enums(CARE_TYPES),
  feeId: optional(nullable(string())),
  availablePlaces: number(),
  cycleType: enums(CYCLE_TYPES),
  days: array(object({ dayOfWeek: enums(WEEKDAYS), week: enums(WEEKS) })),
  startDate: string(),
  isEarlyBirdSignUp: optional(boolean()),
  programStartDate: optional(string()),
  programEndDate: optional(nullable(string())),
  minEnrolmentDays: optional(nullable(number())),
  maxEnrolmentDays: optional(nullable(number())),
});

export const ChildValuesStruct = object({
  key: size(string(), 1, 100),
  firstName: string(),
  lastName: string(),
  dateOfBirth: string(),
  programSchedules: array(ProgramScheduleStruct),
});

export const SelectedCenterStruct = object({ id: string(), name: string() });
