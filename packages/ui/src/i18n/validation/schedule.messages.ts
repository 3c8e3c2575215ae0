import type { ValidationCatalogue } from './catalogue';

// The same keys as SCHEDULE_ERROR_KEYS, DAY_AVAILABILITY and SCHEDULE_ACTIONS in @cc/core/schedule; spelled out
// here until the core index exports those types, so this file typechecks on its own.
type ScheduleErrorKey =
  | 'child-schedule-days-selection'
  | 'child-schedule-minimum-selection'
  | 'child-schedule-at-least-one-day'
  | 'schedule-start-date-invalid'
  | 'schedule-start-date-before-today'
  | 'schedule-start-date-after-program-end'
  | 'schedule-start-date-not-program-start';
type DayAvailability = 'low-availability' | 'available';
type ScheduleAction = 'select' | 'update' | 'deselect';

export const scheduleValidationMessages: ValidationCatalogue<ScheduleErrorKey> = {
  US: {
    'child-schedule-days-selection': 'Please select exactly {count, plural, one {# day} other {# days}}.',
    'child-schedule-minimum-selection': 'Please select between {min} and {max} days.',
    'child-schedule-at-least-one-day': 'Please select minimum of 1 day from below',
    'schedule-start-date-invalid': 'Please choose a valid start date.',
    'schedule-start-date-before-today': 'The start date cannot be earlier than today.',
    'schedule-start-date-after-program-end': 'The start date cannot be later than the end of the program ({date}).',
    'schedule-start-date-not-program-start': 'This program starts on {date}; the start date cannot be changed.',
  },
};

/** The per-day hint under the day picker. */
export const dayAvailabilityMessages: ValidationCatalogue<DayAvailability> = {
  US: {
    'low-availability': 'Low Availability',
    available: 'Available',
  },
};

/** The schedule buttons in the program modal. */
export const scheduleActionMessages: ValidationCatalogue<ScheduleAction> = {
  US: {
    select: 'Select',
    update: 'Update',
    deselect: 'Deselect',
  },
};
