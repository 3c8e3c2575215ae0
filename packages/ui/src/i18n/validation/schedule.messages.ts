import { defineMessages, type MessageDescriptor } from 'react-intl';

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

export const scheduleValidationMessages: Record<ScheduleErrorKey, MessageDescriptor> = defineMessages({
  'child-schedule-days-selection': {
    id: 'child-schedule-days-selection',
    defaultMessage: 'Please select exactly {count, plural, one {# day} other {# days}}.',
  },
  'child-schedule-minimum-selection': {
    id: 'child-schedule-minimum-selection',
    defaultMessage: 'Please select between {min} and {max} days.',
  },
  'child-schedule-at-least-one-day': {
    id: 'child-schedule-at-least-one-day',
    defaultMessage: 'Please select minimum of 1 day from below',
  },
  'schedule-start-date-invalid': {
    id: 'schedule-start-date-invalid',
    defaultMessage: 'Please choose a valid start date.',
  },
  'schedule-start-date-before-today': {
    id: 'schedule-start-date-before-today',
    defaultMessage: 'The start date cannot be earlier than today.',
  },
  'schedule-start-date-after-program-end': {
    id: 'schedule-start-date-after-program-end',
    defaultMessage: 'The start date cannot be later than the end of the program ({date}).',
  },
  'schedule-start-date-not-program-start': {
    id: 'schedule-start-date-not-program-start',
    defaultMessage: 'This program starts on {date}; the start date cannot be changed.',
  },
});

/** The per-day hint under the day picker. */
export const dayAvailabilityMessages: Record<DayAvailability, MessageDescriptor> = defineMessages({
  'low-availability': { id: 'low-availability', defaultMessage: 'Low Availability' },
  available: { id: 'available', defaultMessage: 'Available' },
});

/** The schedule buttons in the program modal. */
export const scheduleActionMessages: Record<ScheduleAction, MessageDescriptor> = defineMessages({
  select: { id: 'select', defaultMessage: 'Select' },
  update: { id: 'update', defaultMessage: 'Update' },
  deselect: { id: 'deselect', defaultMessage: 'Deselect' },
});
